import { describe, expect, it } from 'vitest';
import {
  createDefaultCargo,
  createDefaultContainerItem,
  createDefaultDimensionRow,
  createDefaultTotalVolumeItem,
  defaultCargoQuantity,
  defaultContainerQuantity,
  defaultContainerType,
  defaultDimensionUnit,
  defaultTotalVolumeM3,
  defaultTotalWeightKg,
  defaultWeightUnit,
} from './cargo-defaults';

describe('cargo defaults of docs/product/quoting.md#cargo', () => {
  it.each([
    ['quantity', defaultCargoQuantity, 1],
    ['weight unit', defaultWeightUnit, 'Kg'],
    ['dimension unit', defaultDimensionUnit, 'cm'],
    ['total volume (M3)', defaultTotalVolumeM3, 1],
    ['total weight (Kg)', defaultTotalWeightKg, 100],
    ['container type', defaultContainerType, 'DV20'],
    ['container quantity', defaultContainerQuantity, 1],
  ])('default %s is %s', (_name, value, seedValue) => {
    expect(value).toBe(seedValue);
  });

  it('a new dimension row is one package in Kg and cm, its measures still to be filled in', () => {
    expect(createDefaultDimensionRow()).toEqual({
      quantity: 1,
      length: 0,
      width: 0,
      height: 0,
      dimensionUnit: 'cm',
      weight: 0,
      weightUnit: 'Kg',
    });
  });

  it('a new total-volume item is 1 M3 and 100 Kg', () => {
    expect(createDefaultTotalVolumeItem()).toEqual({ weight: 100, weightUnit: 'Kg', volume: 1, volumeUnit: 'M3' });
  });

  it('a new container line is one DV20', () => {
    expect(createDefaultContainerItem()).toEqual({ containerType: 'DV20', quantity: 1 });
  });

  it.each([
    ['containers', { kind: 'containers', containers: [{ containerType: 'DV20', quantity: 1 }] }],
    ['totalVolume', { kind: 'totalVolume', total: { weight: 100, weightUnit: 'Kg', volume: 1, volumeUnit: 'M3' } }],
    ['boxes', { kind: 'boxes', boxes: { small: 0, medium: 0, large: 0 } }],
    ['apartment', { kind: 'apartment', apartmentType: '1BHK' }],
  ] as const)('a new %s cargo starts from the defaults', (kind, expected) => {
    expect(createDefaultCargo(kind)).toEqual(expected);
  });

  it('a new dimension-rows cargo holds one default row', () => {
    expect(createDefaultCargo('dimensionRows')).toEqual({ kind: 'dimensionRows', rows: [createDefaultDimensionRow()] });
  });

  it('each call gives a fresh object, so editing one form does not change another', () => {
    const first = createDefaultDimensionRow();
    first.quantity = 5;
    expect(createDefaultDimensionRow().quantity).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { shipmentTypes } from '../shipping/shipment-type';
import { convertLength, convertVolume, convertWeight } from '../units/unit-conversions';
import {
  cargoLimitSetByShipmentType,
  cargoLimitSets,
  cargoMaxBoxQuantityPerSize,
  cargoMaxContainerItems,
  cargoMaxDensityKgPerM3,
  cargoMaxDimensionRows,
  cargoMaxRowQuantity,
  defaultCargoLimitSetId,
  fclMaxContainerCount,
} from './cargo-limit-sets';

const { lcl, fcl, air, ltl, combined } = cargoLimitSets;

describe('limit figures of docs/product/quoting.md#cargo-limits, in every unit the product spec writes them', () => {
  it.each([
    ['default (LCL) max weight Kg', lcl.maxWeight?.Kg, 10000],
    ['default (LCL) max weight Lb', lcl.maxWeight?.Lb, 22046],
    ['another cap (combined) Kg', combined.maxWeight?.Kg, 20000],
    ['another cap (combined) Lb', combined.maxWeight?.Lb, 44092],
    ['max volume M3', lcl.maxVolume?.M3, 20],
    ['max volume FT3', lcl.maxVolume?.FT3, 706],
    ['max volume IN3', lcl.maxVolume?.IN3, 1220474],
    ['min volume M3', lcl.minVolume?.M3, 0.01],
    ['min volume FT3', lcl.minVolume?.FT3, 0.36],
    ['min volume IN3', lcl.minVolume?.IN3, 610.24],
    ['max length cm', lcl.maxDimensions?.cm.length, 590],
    ['max width cm', lcl.maxDimensions?.cm.width, 230],
    ['max height cm', lcl.maxDimensions?.cm.height, 230],
    ['max length in', lcl.maxDimensions?.in?.length, 232],
    ['max width in', lcl.maxDimensions?.in?.width, 90],
    ['max height in', lcl.maxDimensions?.in?.height, 90],
    ['air set length cm', air.maxDimensions?.cm.length, 317],
    ['air set width cm', air.maxDimensions?.cm.width, 241],
    ['air set height cm', air.maxDimensions?.cm.height, 297],
    ['air set volume M3 (ADR 055)', air.maxVolume?.M3, 20],
    ['LTL set length cm', ltl.maxDimensions?.cm.length, 243.84],
    ['LTL set width cm', ltl.maxDimensions?.cm.width, 121.92],
    ['LTL set height cm', ltl.maxDimensions?.cm.height, 121.92],
    ['LTL set length in', ltl.maxDimensions?.in?.length, 96],
    ['LTL set width in', ltl.maxDimensions?.in?.width, 48],
    ['LTL set height in', ltl.maxDimensions?.in?.height, 48],
    ['another-mode (LTL) weight cap Kg', ltl.maxWeight?.Kg, 4535.92],
    ['another-mode (LTL) weight cap Lb', ltl.maxWeight?.Lb, 10000],
    ['density cap KG/CBM', cargoMaxDensityKgPerM3, 22590],
    ['max rows', cargoMaxDimensionRows, 3],
    ['items (container lines)', cargoMaxContainerItems, 5],
    ['FCL containers in one search', fclMaxContainerCount, 10],
    ['packages in one row', cargoMaxRowQuantity, 400],
    ['boxes of one size', cargoMaxBoxQuantityPerSize, 100],
  ])('%s is %s', (_name, value, seedFigure) => {
    expect(value).toBe(seedFigure);
  });

  it.each(Object.entries(cargoLimitSets))('the %s set caps density at 22590 kg/m³', (_id, set) => {
    expect(set.maxDensityKgPerM3).toBe(22590);
  });

  it('only the LCL set advises a full container', () => {
    expect(
      Object.entries(cargoLimitSets)
        .filter(([, set]) => set.adviceWhenExceeded === 'FCL')
        .map(([id]) => id),
    ).toEqual(['lcl']);
  });

  it('a full container from dimensions keeps the LCL package size but no weight or volume cap', () => {
    expect(fcl).toEqual({ maxDimensions: lcl.maxDimensions, maxDensityKgPerM3: 22590 });
  });
});

describe('the unit versions of one limit agree (the product spec rounded them)', () => {
  it.each([
    ['LCL weight', convertWeight(10000, 'Kg', 'Lb'), 22046, 1],
    ['combined weight', convertWeight(20000, 'Kg', 'Lb'), 44092, 1],
    ['LTL weight', convertWeight(10000, 'Lb', 'Kg'), 4535.92, 0.01],
    ['max volume FT3', convertVolume(20, 'M3', 'FT3'), 706, 1],
    ['max volume IN3', convertVolume(20, 'M3', 'IN3'), 1220474, 100],
    ['min volume FT3', convertVolume(0.01, 'M3', 'FT3'), 0.36, 0.01],
    ['min volume IN3', convertVolume(0.01, 'M3', 'IN3'), 610.24, 0.1],
    ['max length in', convertLength(590, 'cm', 'in'), 232, 0.5],
    ['max width in', convertLength(230, 'cm', 'in'), 90, 1],
    ['LTL length cm', convertLength(96, 'in', 'cm'), 243.84, 1e-9],
    ['LTL width cm', convertLength(48, 'in', 'cm'), 121.92, 1e-9],
  ])('%s: %s is within tolerance of %s', (_name, converted, seedFigure, tolerance) => {
    expect(Math.abs(converted - seedFigure)).toBeLessThanOrEqual(tolerance);
  });
});

describe('which set each mode is checked against', () => {
  it.each([
    ['LCL', 'lcl'],
    ['FCL', 'fcl'],
    ['AIR', 'air'],
    ['LTL', 'ltl'],
    ['COMBINED', 'combined'],
  ] as const)('%s uses the %s set', (shipmentType, setId) => {
    expect(cargoLimitSetByShipmentType[shipmentType]).toBe(setId);
  });

  it('covers every shipment type', () => {
    expect(Object.keys(cargoLimitSetByShipmentType).sort()).toEqual([...shipmentTypes].sort());
  });

  it('the default set is the LCL one', () => {
    expect(defaultCargoLimitSetId).toBe('lcl');
  });
});

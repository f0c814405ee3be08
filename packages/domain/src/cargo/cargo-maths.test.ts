import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shipmentTypes } from '../shipping/shipment-type';
import type { DimensionRow } from './cargo-items';
import {
  airVolumetricDivisorCm3PerKg,
  cargoDensityKgPerM3,
  chargeableWeightKg,
  lclVolumetricKgPerM3,
  packageVolumeM3,
  rowVolumeM3,
  rowWeightKg,
  volumetricWeightKg,
} from './cargo-maths';

const row = (overrides: Partial<DimensionRow>): DimensionRow => ({
  quantity: 1,
  length: 100,
  width: 100,
  height: 100,
  dimensionUnit: 'cm',
  weight: 10,
  weightUnit: 'Kg',
  ...overrides,
});

describe('volumetric constants', () => {
  it('air charges one kilogram per 6000 cm³', () => {
    expect(airVolumetricDivisorCm3PerKg).toBe(6000);
  });
  it('LCL charges one cubic metre as 1000 kg', () => {
    expect(lclVolumetricKgPerM3).toBe(1000);
  });
});

describe('row volume: l × w × h ÷ 1e6 (cm) or ÷ 61023.842 (in), rounded to 3 decimals, × quantity', () => {
  it.each([
    [{ length: 100, width: 100, height: 100 }, 1],
    [{ length: 40, width: 30, height: 30 }, 0.036],
    [{ length: 120, width: 80, height: 150 }, 1.44],
    [{ length: 10, width: 10, height: 10 }, 0.001],
    [{ length: 10, width: 10, height: 4 }, 0],
    [{ length: 10, width: 10, height: 5 }, 0.001],
    [{ length: 33, width: 33, height: 33 }, 0.036],
  ])('a package of %o cm is %s m³', (dimensions, expectedM3) => {
    expect(packageVolumeM3({ ...dimensions, dimensionUnit: 'cm' })).toBe(expectedM3);
  });

  it.each([
    [{ length: 12, width: 12, height: 12 }, 0.028],
    [{ length: 48, width: 40, height: 50 }, 1.573],
    [{ length: 96, width: 48, height: 48 }, 3.625],
    [{ length: 39.37, width: 39.37, height: 39.37 }, 1],
  ])('a package of %o in is %s m³', (dimensions, expectedM3) => {
    expect(packageVolumeM3({ ...dimensions, dimensionUnit: 'in' })).toBe(expectedM3);
  });

  it('rounds each package before multiplying by the quantity', () => {
    // 33 × 33 × 33 cm = 0.035937 m³ → 0.036 per package; 10 packages → 0.36 (not 0.359).
    expect(rowVolumeM3(row({ length: 33, width: 33, height: 33, quantity: 10 }))).toBe(0.36);
  });

  it.each([
    [1, 0.036],
    [3, 0.108],
    [7, 0.252],
  ])('%s small-box-sized packages make %s m³ with no binary noise', (quantity, expected) => {
    expect(rowVolumeM3(row({ length: 40, width: 30, height: 30, quantity }))).toBe(expected);
  });

  it('scales linearly with the quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.double({ min: 1, max: 600, noNaN: true }),
        fc.double({ min: 1, max: 300, noNaN: true }),
        fc.double({ min: 1, max: 300, noNaN: true }),
        fc.constantFrom('cm' as const, 'in' as const),
        (quantity, length, width, height, dimensionUnit) => {
          const one = rowVolumeM3(row({ length, width, height, dimensionUnit, quantity: 1 }));
          const many = rowVolumeM3(row({ length, width, height, dimensionUnit, quantity }));
          return Math.abs(many - one * quantity) < 1e-9;
        },
      ),
    );
  });
});

describe('row weight: pounds converted to Kg, times the quantity', () => {
  it.each([
    [{ weight: 10, weightUnit: 'Kg', quantity: 3 }, 30],
    [{ weight: 1, weightUnit: 'Lb', quantity: 1 }, 0.45359237],
    [{ weight: 100, weightUnit: 'Lb', quantity: 2 }, 90.718474],
  ] as const)('%o weighs %s kg', (overrides, expectedKg) => {
    expect(rowWeightKg(row(overrides))).toBeCloseTo(expectedKg, 9);
  });
});

describe('chargeable weight: the larger of volumetric and actual weight, rounded to 2 decimals', () => {
  it.each([
    // Air: 1 m³ = 1e6 cm³ ÷ 6000 = 166.67 kg.
    ['AIR', 10, 1, 166.67],
    ['AIR', 200, 1, 200],
    ['AIR', 0, 0.036, 6],
    ['AIR', 5.555, 0, 5.56],
    // LCL: 1 m³ = 1000 kg.
    ['LCL', 500, 1, 1000],
    ['LCL', 1500, 1, 1500],
    ['LCL', 0, 0.001, 1],
    // Modes without a volumetric rule: the actual weight.
    ['FCL', 500, 30, 500],
    ['LTL', 400.126, 10, 400.13],
    ['COMBINED', 100, 5, 100],
  ] as const)('%s with %s kg in %s m³ charges %s kg', (shipmentType, actualWeightKg, volumeM3, expected) => {
    expect(chargeableWeightKg({ actualWeightKg, volumeM3, shipmentType })).toBe(expected);
  });

  it('is never below the actual weight nor the volumetric weight (to the cent)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1e3, noNaN: true }),
        fc.constantFrom(...shipmentTypes),
        (actualWeightKg, volumeM3, shipmentType) => {
          const chargeable = chargeableWeightKg({ actualWeightKg, volumeM3, shipmentType });
          const volumetric = volumetricWeightKg(volumeM3, shipmentType) ?? 0;
          return chargeable >= actualWeightKg - 0.005 && chargeable >= volumetric - 0.005;
        },
      ),
    );
  });
});

describe('density', () => {
  it('is kilograms per cubic metre', () => {
    expect(cargoDensityKgPerM3(22590, 1)).toBe(22590);
    expect(cargoDensityKgPerM3(500, 2)).toBe(250);
  });
  it('is undefined without a volume', () => {
    expect(cargoDensityKgPerM3(10, 0)).toBeUndefined();
  });
});

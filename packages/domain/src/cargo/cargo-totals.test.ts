import { describe, expect, it } from 'vitest';
import type { Cargo } from './cargo-items';
import { cargoTotals } from './cargo-totals';

describe('cargoTotals', () => {
  it('container cargo counts containers above 0 and states no weight or volume', () => {
    const cargo: Cargo = {
      kind: 'containers',
      containers: [
        { containerType: 'DV20', quantity: 2 },
        { containerType: 'DV40', quantity: 0 },
        { containerType: 'DV40HC', quantity: -1 },
      ],
    };
    expect(cargoTotals(cargo, 'FCL')).toEqual({
      unitCount: 2,
      totalWeightKg: null,
      totalVolumeM3: null,
      chargeableWeightKg: null,
      weightPerUnitKg: null,
    });
  });

  it('dimension rows add up weight (pounds in kg), volume and packages', () => {
    const cargo: Cargo = {
      kind: 'dimensionRows',
      rows: [
        { quantity: 2, length: 120, width: 80, height: 100, dimensionUnit: 'cm', weight: 150, weightUnit: 'Kg' },
        { quantity: 1, length: 48, width: 40, height: 50, dimensionUnit: 'in', weight: 100, weightUnit: 'Lb' },
      ],
    };
    const totals = cargoTotals(cargo, 'LCL');
    expect(totals.unitCount).toBe(3);
    expect(totals.totalVolumeM3).toBe(3.493); // 2 × 0.96 + 1.573
    expect(totals.totalWeightKg).toBeCloseTo(345.359237, 9);
    expect(totals.chargeableWeightKg).toBe(3493); // LCL: 3.493 m³ × 1000 kg
    expect(totals.weightPerUnitKg).toBeCloseTo(345.359237 / 3, 9);
  });

  it('the same rows by air charge the volumetric weight at 6000 cm³/kg', () => {
    const cargo: Cargo = {
      kind: 'dimensionRows',
      rows: [{ quantity: 1, length: 100, width: 100, height: 100, dimensionUnit: 'cm', weight: 50, weightUnit: 'Kg' }],
    };
    expect(cargoTotals(cargo, 'AIR').chargeableWeightKg).toBe(166.67);
  });

  it('a total-volume item converts its units and has no countable units', () => {
    const cargo: Cargo = {
      kind: 'totalVolume',
      total: { weight: 1000, weightUnit: 'Lb', volume: 100, volumeUnit: 'FT3' },
    };
    expect(cargoTotals(cargo, 'LCL')).toEqual({
      unitCount: 1,
      totalWeightKg: 453.59237,
      totalVolumeM3: 2.832, // 100 × 0.0283168, rounded to 3 decimals
      chargeableWeightKg: 2832,
      weightPerUnitKg: null,
    });
  });

  it.each([
    [{ small: 1, medium: 0, large: 0 }, 1, 15, 0.036],
    [{ small: 0, medium: 1, large: 0 }, 1, 25, 0.096],
    [{ small: 0, medium: 0, large: 1 }, 1, 40, 0.288],
    [{ small: 3, medium: 2, large: 1 }, 6, 135, 0.588],
  ])('boxes %o: %s boxes, %s kg, %s m³', (boxes, unitCount, weightKg, volumeM3) => {
    const totals = cargoTotals({ kind: 'boxes', boxes }, 'LCL');
    expect(totals.unitCount).toBe(unitCount);
    expect(totals.totalWeightKg).toBe(weightKg);
    expect(totals.totalVolumeM3).toBe(volumeM3);
    expect(totals.weightPerUnitKg).toBe(weightKg / unitCount);
  });

  it('no boxes at all weigh nothing and have no weight per unit', () => {
    const totals = cargoTotals({ kind: 'boxes', boxes: { small: 0, medium: 0, large: 0 } }, 'LCL');
    expect(totals).toMatchObject({ unitCount: 0, totalWeightKg: 0, totalVolumeM3: 0, weightPerUnitKg: null });
  });

  it.each([
    ['1BHK', 5000, 12],
    ['2BHK', 21000, 20],
    ['3BHK', 28000, 33],
    ['4BHK', 28800, 67],
  ] as const)('an apartment %s weighs %s kg in %s m³', (apartmentType, weightKg, volumeM3) => {
    const totals = cargoTotals({ kind: 'apartment', apartmentType }, 'FCL');
    expect(totals).toEqual({
      unitCount: 1,
      totalWeightKg: weightKg,
      totalVolumeM3: volumeM3,
      chargeableWeightKg: weightKg,
      weightPerUnitKg: null,
    });
  });
});

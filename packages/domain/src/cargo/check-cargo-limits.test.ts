import { describe, expect, it } from 'vitest';
import type { ShipmentType } from '../shipping/shipment-type';
import type { Cargo, DimensionRow, DimensionUnit, VolumeUnit, WeightUnit } from './cargo-items';
import type { CargoLimitViolation } from './check-cargo-limits';
import { checkCargoLimits } from './check-cargo-limits';

const total = (weight: number, weightUnit: WeightUnit, volume: number, volumeUnit: VolumeUnit): Cargo => ({
  kind: 'totalVolume',
  total: { weight, weightUnit, volume, volumeUnit },
});

const oneRow = (
  length: number,
  width: number,
  height: number,
  dimensionUnit: DimensionUnit,
  extra: Partial<DimensionRow> = {},
): Cargo => ({
  kind: 'dimensionRows',
  rows: [{ quantity: 1, length, width, height, dimensionUnit, weight: 10, weightUnit: 'Kg', ...extra }],
});

const limitsOf = (violations: CargoLimitViolation[]) => violations.map((violation) => violation.limit);
const dimensionLimitsOf = (violations: CargoLimitViolation[]) =>
  limitsOf(violations).filter((limit) => /Max(Length|Width|Height)$/.test(limit));

describe('shipment weight and volume caps, at and just beyond each figure, in each unit', () => {
  it.each<[string, ShipmentType, Cargo, string[]]>([
    ['LCL 10000 Kg', 'LCL', total(10000, 'Kg', 10, 'M3'), []],
    ['LCL 10000.01 Kg', 'LCL', total(10000.01, 'Kg', 10, 'M3'), ['lclMaxWeight']],
    ['LCL 22046 Lb', 'LCL', total(22046, 'Lb', 10, 'M3'), []],
    ['LCL 22047 Lb', 'LCL', total(22047, 'Lb', 10, 'M3'), ['lclMaxWeight']],
    ['LCL 20 M3', 'LCL', total(100, 'Kg', 20, 'M3'), []],
    ['LCL 20.001 M3', 'LCL', total(100, 'Kg', 20.001, 'M3'), ['lclMaxVolume']],
    ['LCL 706 FT3', 'LCL', total(100, 'Kg', 706, 'FT3'), []],
    ['LCL 707 FT3', 'LCL', total(100, 'Kg', 707, 'FT3'), ['lclMaxVolume']],
    ['LCL 1220474 IN3', 'LCL', total(100, 'Kg', 1220474, 'IN3'), []],
    ['LCL 1220475 IN3', 'LCL', total(100, 'Kg', 1220475, 'IN3'), ['lclMaxVolume']],
    ['LCL 0.01 M3', 'LCL', total(100, 'Kg', 0.01, 'M3'), []],
    ['LCL 0.009 M3', 'LCL', total(100, 'Kg', 0.009, 'M3'), ['lclMinVolume']],
    ['LCL 0.36 FT3', 'LCL', total(100, 'Kg', 0.36, 'FT3'), []],
    ['LCL 0.35 FT3', 'LCL', total(100, 'Kg', 0.35, 'FT3'), ['lclMinVolume']],
    ['LCL 610.24 IN3', 'LCL', total(100, 'Kg', 610.24, 'IN3'), []],
    ['LCL 610 IN3', 'LCL', total(100, 'Kg', 610, 'IN3'), ['lclMinVolume']],
    ['LTL 4535.92 Kg', 'LTL', total(4535.92, 'Kg', 10, 'M3'), []],
    ['LTL 4536 Kg', 'LTL', total(4536, 'Kg', 10, 'M3'), ['ltlMaxWeight']],
    ['LTL 10000 Lb', 'LTL', total(10000, 'Lb', 10, 'M3'), []],
    ['LTL 10001 Lb', 'LTL', total(10001, 'Lb', 10, 'M3'), ['ltlMaxWeight']],
    ['COMBINED 20000 Kg', 'COMBINED', total(20000, 'Kg', 30, 'M3'), []],
    ['COMBINED 20001 Kg', 'COMBINED', total(20001, 'Kg', 30, 'M3'), ['combinedMaxWeight']],
    ['COMBINED 44092 Lb', 'COMBINED', total(44092, 'Lb', 30, 'M3'), []],
    ['COMBINED 44093 Lb', 'COMBINED', total(44093, 'Lb', 30, 'M3'), ['combinedMaxWeight']],
    ['COMBINED 0.009 M3', 'COMBINED', total(100, 'Kg', 0.009, 'M3'), ['combinedMinVolume']],
    ['AIR 3000 Kg in 20 M3 (no air weight cap; volume at the cap)', 'AIR', total(3000, 'Kg', 20, 'M3'), []],
    ['AIR 3000 Kg in 21 M3 (ADR 055)', 'AIR', total(3000, 'Kg', 21, 'M3'), ['airMaxVolume']],
    ['AIR 707 FT3', 'AIR', total(3000, 'Kg', 707, 'FT3'), ['airMaxVolume']],
    ['FCL 30000 Kg in 60 M3 (no FCL weight or volume cap)', 'FCL', total(30000, 'Kg', 60, 'M3'), []],
  ])('%s', (_case, shipmentType, cargo, expectedLimits) => {
    expect(limitsOf(checkCargoLimits(cargo, { shipmentType }))).toEqual(expectedLimits);
  });

  it('names the limit, the actual and the allowed value in the user’s unit, and advises FCL', () => {
    expect(checkCargoLimits(total(100, 'Kg', 707, 'FT3'), { shipmentType: 'LCL' })).toEqual([
      {
        code: 'CARGO_LIMIT_EXCEEDED',
        limit: 'lclMaxVolume',
        bound: 'max',
        actual: 707,
        allowed: 706,
        unit: 'FT3',
        advice: 'FCL',
      },
    ]);
  });

  it('a volume below the minimum is a min-bound violation without advice', () => {
    expect(checkCargoLimits(total(100, 'Kg', 0.009, 'M3'), { shipmentType: 'LCL' })).toEqual([
      { code: 'CARGO_LIMIT_EXCEEDED', limit: 'lclMinVolume', bound: 'min', actual: 0.009, allowed: 0.01, unit: 'M3' },
    ]);
  });

  it('rows sharing pounds are summed in pounds: 2 × 11023 Lb is exactly at 22046 Lb', () => {
    const cargo: Cargo = {
      kind: 'dimensionRows',
      rows: [
        { quantity: 2, length: 100, width: 100, height: 100, dimensionUnit: 'cm', weight: 11023, weightUnit: 'Lb' },
      ],
    };
    expect(checkCargoLimits(cargo, { shipmentType: 'LCL' })).toEqual([]);
  });

  it('rows mixing Kg and Lb are summed and compared in Kg', () => {
    const cargo: Cargo = {
      kind: 'dimensionRows',
      rows: [
        { quantity: 1, length: 100, width: 100, height: 100, dimensionUnit: 'cm', weight: 9000, weightUnit: 'Kg' },
        { quantity: 1, length: 100, width: 100, height: 100, dimensionUnit: 'cm', weight: 2300, weightUnit: 'Lb' },
      ],
    };
    const [violation] = checkCargoLimits(cargo, { shipmentType: 'LCL' });
    expect(violation).toMatchObject({ limit: 'lclMaxWeight', unit: 'Kg', allowed: 10000 });
    expect(violation?.actual).toBeCloseTo(9000 + 2300 * 0.45359237, 9);
  });

  it('a named limit set replaces the mode’s own', () => {
    expect(limitsOf(checkCargoLimits(total(5000, 'Kg', 10, 'M3'), { shipmentType: 'LCL', limitSet: 'ltl' }))).toEqual([
      'ltlMaxWeight',
    ]);
  });
});

describe('density at most 22590 kg/m³', () => {
  it.each<[string, ShipmentType, Cargo, string[]]>([
    ['AIR 22590 Kg in 1 M3', 'AIR', total(22590, 'Kg', 1, 'M3'), []],
    ['AIR 22591 Kg in 1 M3', 'AIR', total(22591, 'Kg', 1, 'M3'), ['airMaxDensity']],
    ['LCL 225.9 Kg in 0.01 M3 (exactly at the cap)', 'LCL', total(225.9, 'Kg', 0.01, 'M3'), []],
    [
      'LCL 677.7 Kg in 0.03 M3 (at the cap; the division gives 22590.000000000004)',
      'LCL',
      total(677.7, 'Kg', 0.03, 'M3'),
      [],
    ],
    ['LCL 226 Kg in 0.01 M3', 'LCL', total(226, 'Kg', 0.01, 'M3'), ['lclMaxDensity']],
    ['LTL 4000 Kg in 0.1 M3', 'LTL', total(4000, 'Kg', 0.1, 'M3'), ['ltlMaxDensity']],
    ['FCL 4000 Kg in 0.1 M3', 'FCL', total(4000, 'Kg', 0.1, 'M3'), ['fclMaxDensity']],
  ])('%s', (_case, shipmentType, cargo, expectedLimits) => {
    expect(limitsOf(checkCargoLimits(cargo, { shipmentType }))).toEqual(expectedLimits);
  });
});

describe('largest package, axis by axis', () => {
  it.each<[string, ShipmentType, Cargo, string[]]>([
    ['LCL 590 × 230 × 230 cm', 'LCL', oneRow(590, 230, 230, 'cm'), []],
    ['LCL 591 cm long', 'LCL', oneRow(591, 230, 230, 'cm'), ['lclMaxLength']],
    ['LCL 231 cm wide', 'LCL', oneRow(590, 231, 230, 'cm'), ['lclMaxWidth']],
    ['LCL 231 cm high', 'LCL', oneRow(590, 230, 231, 'cm'), ['lclMaxHeight']],
    ['LCL 232 × 90 × 90 in', 'LCL', oneRow(232, 90, 90, 'in'), []],
    ['LCL 233 in long', 'LCL', oneRow(233, 90, 90, 'in'), ['lclMaxLength']],
    ['LCL 91 in wide', 'LCL', oneRow(232, 91, 90, 'in'), ['lclMaxWidth']],
    ['LCL 91 in high', 'LCL', oneRow(232, 90, 91, 'in'), ['lclMaxHeight']],
    ['FCL 591 cm long', 'FCL', oneRow(591, 100, 100, 'cm'), ['fclMaxLength']],
    ['AIR 317 × 241 × 297 cm', 'AIR', oneRow(317, 241, 297, 'cm'), []],
    ['AIR 318 cm long', 'AIR', oneRow(318, 241, 297, 'cm'), ['airMaxLength']],
    ['AIR 242 cm wide', 'AIR', oneRow(317, 242, 297, 'cm'), ['airMaxWidth']],
    ['AIR 298 cm high', 'AIR', oneRow(317, 241, 298, 'cm'), ['airMaxHeight']],
    ['AIR 124.8 × 94.8 × 116.9 in (within the cm set)', 'AIR', oneRow(124.8, 94.8, 116.9, 'in'), []],
    ['AIR 125 in long (317.5 cm)', 'AIR', oneRow(125, 94, 116, 'in'), ['airMaxLength']],
    ['LTL 243.84 × 121.92 × 121.92 cm', 'LTL', oneRow(243.84, 121.92, 121.92, 'cm'), []],
    ['LTL 244 cm long', 'LTL', oneRow(244, 121.92, 121.92, 'cm'), ['ltlMaxLength']],
    ['LTL 122 cm wide', 'LTL', oneRow(243.84, 122, 121.92, 'cm'), ['ltlMaxWidth']],
    ['LTL 122 cm high', 'LTL', oneRow(243.84, 121.92, 122, 'cm'), ['ltlMaxHeight']],
    ['LTL 96 × 48 × 48 in', 'LTL', oneRow(96, 48, 48, 'in'), []],
    ['LTL 97 in long', 'LTL', oneRow(97, 48, 48, 'in'), ['ltlMaxLength']],
    ['LTL 49 in wide', 'LTL', oneRow(96, 49, 48, 'in'), ['ltlMaxWidth']],
    ['LTL 49 in high', 'LTL', oneRow(96, 48, 49, 'in'), ['ltlMaxHeight']],
  ])('%s', (_case, shipmentType, cargo, expectedLimits) => {
    expect(dimensionLimitsOf(checkCargoLimits(cargo, { shipmentType }))).toEqual(expectedLimits);
  });

  it('an inch package against a centimetre-only set is reported in cm', () => {
    const [violation] = checkCargoLimits(oneRow(125, 94, 116, 'in'), { shipmentType: 'AIR' });
    expect(violation).toMatchObject({ limit: 'airMaxLength', unit: 'cm', allowed: 317, rowIndex: 0 });
    expect(violation?.actual).toBeCloseTo(317.5, 9);
  });

  it('names the row and advises FCL for an LCL package that is too long', () => {
    const cargo: Cargo = {
      kind: 'dimensionRows',
      rows: [
        { quantity: 1, length: 100, width: 100, height: 100, dimensionUnit: 'cm', weight: 10, weightUnit: 'Kg' },
        { quantity: 1, length: 600, width: 50, height: 50, dimensionUnit: 'cm', weight: 10, weightUnit: 'Kg' },
      ],
    };
    expect(checkCargoLimits(cargo, { shipmentType: 'LCL' })).toEqual([
      {
        code: 'CARGO_LIMIT_EXCEEDED',
        limit: 'lclMaxLength',
        bound: 'max',
        actual: 600,
        allowed: 590,
        unit: 'cm',
        rowIndex: 1,
        advice: 'FCL',
      },
    ]);
  });
});

describe('count limits', () => {
  const rows = (count: number, quantity = 1): Cargo => ({
    kind: 'dimensionRows',
    rows: Array.from({ length: count }, () => ({
      quantity,
      length: 50,
      width: 50,
      height: 50,
      dimensionUnit: 'cm' as const,
      weight: 10,
      weightUnit: 'Kg' as const,
    })),
  });
  const containerLines = (quantities: number[]): Cargo => ({
    kind: 'containers',
    containers: quantities.map((quantity, index) => ({
      containerType: (['DV20', 'DV40', 'DV40HC', 'HC40', 'HC45', 'RF20', 'RF40'] as const)[index] ?? 'DV20',
      quantity,
    })),
  });

  it.each<[string, ShipmentType, Cargo, CargoLimitViolation[]]>([
    ['3 rows', 'LCL', rows(3), []],
    [
      '4 rows',
      'LCL',
      rows(4),
      [{ code: 'CARGO_LIMIT_EXCEEDED', limit: 'maxDimensionRows', bound: 'max', actual: 4, allowed: 3, unit: 'count' }],
    ],
    ['400 packages in a row', 'FCL', rows(1, 400), []],
    [
      '401 packages in a row',
      'FCL',
      rows(1, 401),
      [
        {
          code: 'CARGO_LIMIT_EXCEEDED',
          limit: 'maxRowQuantity',
          bound: 'max',
          actual: 401,
          allowed: 400,
          unit: 'count',
          rowIndex: 0,
        },
      ],
    ],
    ['5 container lines', 'FCL', containerLines([1, 1, 1, 1, 1]), []],
    [
      '6 container lines',
      'FCL',
      containerLines([1, 1, 1, 1, 1, 1]),
      [
        {
          code: 'CARGO_LIMIT_EXCEEDED',
          limit: 'maxContainerItems',
          bound: 'max',
          actual: 6,
          allowed: 5,
          unit: 'count',
        },
      ],
    ],
    ['6 lines, one of them at 0 (not counted)', 'FCL', containerLines([1, 1, 1, 1, 1, 0]), []],
    ['10 containers', 'FCL', containerLines([4, 3, 3]), []],
    [
      '11 containers',
      'FCL',
      containerLines([4, 4, 3]),
      [
        {
          code: 'CARGO_LIMIT_EXCEEDED',
          limit: 'fclMaxContainerCount',
          bound: 'max',
          actual: 11,
          allowed: 10,
          unit: 'count',
        },
      ],
    ],
    ['10 containers beside a negative line', 'FCL', containerLines([10, -5]), []],
    ['100 small boxes', 'LCL', { kind: 'boxes', boxes: { small: 100, medium: 0, large: 0 } }, []],
    [
      '101 medium boxes',
      'LCL',
      { kind: 'boxes', boxes: { small: 0, medium: 101, large: 0 } },
      [
        {
          code: 'CARGO_LIMIT_EXCEEDED',
          limit: 'maxBoxQuantity',
          bound: 'max',
          actual: 101,
          allowed: 100,
          unit: 'count',
          boxSize: 'medium',
        },
      ],
    ],
  ])('%s', (_case, shipmentType, cargo, expected) => {
    expect(checkCargoLimits(cargo, { shipmentType })).toEqual(expected);
  });
});

describe('household cargo against the LCL caps', () => {
  it.each([
    ['1BHK', []],
    ['2BHK', ['lclMaxWeight']],
    ['3BHK', ['lclMaxWeight', 'lclMaxVolume']],
    ['4BHK', ['lclMaxWeight', 'lclMaxVolume']],
  ] as const)('an apartment %s by LCL breaks %o', (apartmentType, expected) => {
    expect(limitsOf(checkCargoLimits({ kind: 'apartment', apartmentType }, { shipmentType: 'LCL' }))).toEqual(expected);
  });

  it.each(['1BHK', '2BHK', '3BHK', '4BHK'] as const)('an apartment %s by FCL is within limits', (apartmentType) => {
    expect(checkCargoLimits({ kind: 'apartment', apartmentType }, { shipmentType: 'FCL' })).toEqual([]);
  });

  it('70 large boxes (20.16 m³) exceed the LCL volume and FCL is advised', () => {
    expect(
      checkCargoLimits({ kind: 'boxes', boxes: { small: 0, medium: 0, large: 70 } }, { shipmentType: 'LCL' }),
    ).toEqual([
      {
        code: 'CARGO_LIMIT_EXCEEDED',
        limit: 'lclMaxVolume',
        bound: 'max',
        actual: 20.16,
        allowed: 20,
        unit: 'M3',
        advice: 'FCL',
      },
    ]);
  });
});

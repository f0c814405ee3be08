import { describe, expect, it } from 'vitest';
import type { Cargo } from './cargo-items';
import { cargoSummaryOf, summaryVolumeM3, type CargoSummary } from './cargo-summary';

const row = { length: 100, width: 100, height: 40, dimensionUnit: 'cm', weight: 50, weightUnit: 'Kg' } as const;

describe('cargoSummaryOf (docs/product/quoting.md#my-quotes)', () => {
  it.each<[string, Cargo | null, CargoSummary]>([
    ['no cargo', null, { kind: 'none' }],
    [
      'containers, empty quantities left out',
      {
        kind: 'containers',
        containers: [
          { containerType: 'DV40', quantity: 2 },
          { containerType: 'DV20', quantity: 0 },
        ],
      },
      { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 2 }] },
    ],
    [
      'containers all at 0',
      { kind: 'containers', containers: [{ containerType: 'DV20', quantity: 0 }] },
      { kind: 'none' },
    ],
    [
      'dimension rows: packages counted, volume to one decimal',
      { kind: 'dimensionRows', rows: [{ ...row, quantity: 3 }] },
      { kind: 'packages', packageCount: 3, volumeM3: 1.2 },
    ],
    [
      'dimension rows in inches are converted',
      {
        kind: 'dimensionRows',
        rows: [{ ...row, quantity: 1, length: 10, width: 10, height: 10, dimensionUnit: 'in' }],
      },
      { kind: 'packages', packageCount: 1, volumeM3: 0.1 },
    ],
    [
      'total weight and volume',
      { kind: 'totalVolume', total: { weight: 1000, weightUnit: 'Lb', volume: 2.25, volumeUnit: 'M3' } },
      { kind: 'totalVolume', volumeM3: 2.3, weightKg: 454 },
    ],
    [
      'boxes are counted over every size',
      { kind: 'boxes', boxes: { small: 2, medium: 1, large: 3 } },
      { kind: 'boxes', boxCount: 6 },
    ],
    ['an apartment', { kind: 'apartment', apartmentType: '2BHK' }, { kind: 'apartment', apartmentType: '2BHK' }],
  ])('%s', (_name, cargo, expected) => {
    expect(cargoSummaryOf(cargo)).toEqual(expected);
  });
});

describe('summaryVolumeM3', () => {
  it.each([
    [0, 0],
    [0.004, 0.1],
    [1.234, 1.2],
    [1.25, 1.3],
    [12, 12],
  ])('%d m³ shows as %d', (volume, shown) => {
    expect(summaryVolumeM3(volume)).toBe(shown);
  });
});

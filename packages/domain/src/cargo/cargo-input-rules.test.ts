import { describe, expect, it } from 'vitest';
import type { DimensionRowArrays } from './cargo-input-rules';
import {
  buildDimensionRows,
  countedContainerItems,
  normalizeBoxCounts,
  totalBoxCount,
  totalContainerCount,
} from './cargo-input-rules';

describe('container quantities count only above 0', () => {
  const containers = [
    { containerType: 'DV20', quantity: 2 },
    { containerType: 'DV40', quantity: 0 },
    { containerType: 'DV40HC', quantity: -3 },
    { containerType: 'HC40', quantity: 1 },
  ] as const;

  it('keeps only lines above 0', () => {
    expect(countedContainerItems(containers).map((item) => item.containerType)).toEqual(['DV20', 'HC40']);
  });

  it('adds up only those lines', () => {
    expect(totalContainerCount(containers)).toBe(3);
  });
});

describe('box quantities at or below 0 become 0', () => {
  it.each([
    [
      { small: 2, medium: 0, large: -1 },
      { small: 2, medium: 0, large: 0 },
    ],
    [
      { small: -5, medium: 3, large: 1 },
      { small: 0, medium: 3, large: 1 },
    ],
    [{ medium: 4 }, { small: 0, medium: 4, large: 0 }],
    [
      { small: Number.NaN, medium: 1, large: 0 },
      { small: 0, medium: 1, large: 0 },
    ],
  ])('%o becomes %o', (input, expected) => {
    expect(normalizeBoxCounts(input)).toEqual(expected);
  });

  it('counts every box', () => {
    expect(totalBoxCount({ small: 2, medium: 3, large: 1 })).toBe(6);
  });
});

describe('buildDimensionRows: every array must have totalRows entries', () => {
  const twoRows: DimensionRowArrays = {
    totalRows: 2,
    quantities: [1, 4],
    weights: [10, 25],
    weightUnits: ['Kg', 'Lb'],
    lengths: [120, 48],
    widths: [80, 40],
    heights: [100, 50],
    dimensionUnits: ['cm', 'in'],
  };

  it('zips the arrays into rows, in order', () => {
    expect(buildDimensionRows(twoRows)).toEqual([
      { quantity: 1, length: 120, width: 80, height: 100, dimensionUnit: 'cm', weight: 10, weightUnit: 'Kg' },
      { quantity: 4, length: 48, width: 40, height: 50, dimensionUnit: 'in', weight: 25, weightUnit: 'Lb' },
    ]);
  });

  it.each(['quantities', 'weights', 'weightUnits', 'lengths', 'widths', 'heights', 'dimensionUnits'] as const)(
    'builds no cargo when %s is one entry short',
    (column) => {
      expect(buildDimensionRows({ ...twoRows, [column]: twoRows[column].slice(0, 1) })).toBeUndefined();
    },
  );

  it('builds no cargo when totalRows is larger than the arrays', () => {
    expect(buildDimensionRows({ ...twoRows, totalRows: 3 })).toBeUndefined();
  });

  it.each([0, -1, 1.5])('builds no cargo when totalRows is %s', (totalRows) => {
    expect(buildDimensionRows({ ...twoRows, totalRows })).toBeUndefined();
  });
});

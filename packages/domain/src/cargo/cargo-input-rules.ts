import type { BoxCounts, BoxSize, ContainerItem, DimensionRow, DimensionUnit, WeightUnit } from './cargo-items';
import { boxSizes } from './cargo-items';

/** Container lines that count: only quantities above 0 (docs/product/quoting.md#cargo). */
export function countedContainerItems(containers: readonly ContainerItem[]): ContainerItem[] {
  return containers.filter((item) => item.quantity > 0);
}

/** Number of containers in a search, counting only quantities above 0. */
export function totalContainerCount(containers: readonly ContainerItem[]): number {
  return countedContainerItems(containers).reduce((count, item) => count + item.quantity, 0);
}

/** Box quantities at or below 0 (or not a number) become 0 (docs/product/quoting.md#cargo). */
export function normalizeBoxCounts(boxes: Partial<Record<BoxSize, number>>): BoxCounts {
  const countOf = (size: BoxSize) => {
    const count = boxes[size];
    return count !== undefined && count > 0 ? count : 0;
  };
  return { small: countOf('small'), medium: countOf('medium'), large: countOf('large') };
}

/** Total number of boxes of all sizes. */
export function totalBoxCount(boxes: BoxCounts): number {
  return boxSizes.reduce((count, size) => count + boxes[size], 0);
}

/**
 * Parallel per-row arrays, as a search address carries them (docs/product/quoting.md#search-address: qty, we, wu, l,
 * wi, h, du).
 */
export interface DimensionRowArrays {
  totalRows: number;
  quantities: readonly number[];
  weights: readonly number[];
  weightUnits: readonly WeightUnit[];
  lengths: readonly number[];
  widths: readonly number[];
  heights: readonly number[];
  dimensionUnits: readonly DimensionUnit[];
}

/**
 * Zips the parallel arrays into rows. Every array must hold exactly `totalRows` entries,
 * otherwise no cargo is built and the answer is undefined (docs/product/quoting.md#cargo).
 */
export function buildDimensionRows(arrays: DimensionRowArrays): DimensionRow[] | undefined {
  const { totalRows, quantities, weights, weightUnits, lengths, widths, heights, dimensionUnits } = arrays;
  const columns = [quantities, weights, weightUnits, lengths, widths, heights, dimensionUnits];
  if (!Number.isInteger(totalRows) || totalRows < 1 || columns.some((column) => column.length !== totalRows)) {
    return undefined;
  }
  return Array.from({ length: totalRows }, (_, index) => ({
    quantity: quantities[index] as number,
    length: lengths[index] as number,
    width: widths[index] as number,
    height: heights[index] as number,
    dimensionUnit: dimensionUnits[index] as DimensionUnit,
    weight: weights[index] as number,
    weightUnit: weightUnits[index] as WeightUnit,
  }));
}

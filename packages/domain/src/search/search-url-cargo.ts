import {
  apartmentTypes,
  boxSizes,
  dimensionUnits,
  volumeUnits,
  weightUnits,
  type BoxCounts,
  type Cargo,
  type ContainerItem,
  type DimensionRow,
} from '../cargo/cargo-items';
import { containerTypes } from '../shipping/shipment-type';

/** Query parameters in order: a name and its values (more than one for per-row parameters). */
export type SearchQueryParams = Array<[name: string, values: string[]]>;

/**
 * The cargo type of a results address (`type`, docs/product/quoting.md#search: manual, apartment or box). Manual
 * cargo is containers, dimension rows or a total volume, told apart by which parameters are
 * present: totalRows → rows; w, wu, v or vu → total volume; otherwise container counts.
 */
export const searchUrlCargoTypes = ['manual', 'box', 'apartment'] as const;
export type SearchUrlCargoType = (typeof searchUrlCargoTypes)[number];

/**
 * Per-row parameters (docs/product/quoting.md#search-address): quantity, weight, weight unit, length, width, height,
 * dimension unit.
 */
const rowParams = ['qty', 'we', 'wu', 'l', 'wi', 'h', 'du'] as const;
const totalVolumeParams = ['w', 'wu', 'v', 'vu'] as const;
/** Apartment size parameter; the product spec's list has none, see docs/decisions/012-search-url.md. */
const apartmentTypeParam = 'apartmentType';
/** Container counts are named after the container type in lower case: dv20, dv40, dv40hc, rf20, … */
const containerParam = (containerType: string) => containerType.toLowerCase();

/** The parameters describing a cargo. Numbers are written in JavaScript's shortest round-trip form. */
export function searchQueryOfCargo(cargo: Cargo): SearchQueryParams {
  switch (cargo.kind) {
    case 'containers':
      return [
        ['type', ['manual']],
        ...cargo.containers.map((item): [string, string[]] => [
          containerParam(item.containerType),
          [String(item.quantity)],
        ]),
      ];
    case 'dimensionRows': {
      const column = (pick: (row: DimensionRow) => string | number) => cargo.rows.map((row) => String(pick(row)));
      return [
        ['type', ['manual']],
        ['totalRows', [String(cargo.rows.length)]],
        ['qty', column((row) => row.quantity)],
        ['we', column((row) => row.weight)],
        ['wu', column((row) => row.weightUnit)],
        ['l', column((row) => row.length)],
        ['wi', column((row) => row.width)],
        ['h', column((row) => row.height)],
        ['du', column((row) => row.dimensionUnit)],
      ];
    }
    case 'totalVolume':
      return [
        ['type', ['manual']],
        ['w', [String(cargo.total.weight)]],
        ['wu', [cargo.total.weightUnit]],
        ['v', [String(cargo.total.volume)]],
        ['vu', [cargo.total.volumeUnit]],
      ];
    case 'boxes':
      return [['type', ['box']], ...boxSizes.map((size): [string, string[]] => [size, [String(cargo.boxes[size])]])];
    case 'apartment':
      return [
        ['type', ['apartment']],
        [apartmentTypeParam, [cargo.apartmentType]],
      ];
  }
}

/** A measure above 0 (weights, lengths, volumes). */
function positiveMeasure(text: string | undefined): number | undefined {
  if (text === undefined || !/^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** A whole count; undefined when the text is not one. */
function wholeCount(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** Units are matched without regard to case (`kg` → Kg) and written in their catalogue spelling. */
function unitOf<Unit extends string>(units: readonly Unit[], text: string | undefined): Unit | undefined {
  return units.find((unit) => unit.toLowerCase() === text?.toLowerCase());
}

/**
 * Rows are valid only if every array has totalRows entries and each row is complete (docs/product/quoting.md#cargo).
 */
function rowsOf(params: Map<string, string[]>): DimensionRow[] | undefined {
  const totalRows = wholeCount(params.get('totalRows')?.join(','));
  if (totalRows === undefined || totalRows < 1) return undefined;
  const columns = rowParams.map((name) => params.get(name) ?? []);
  if (columns.some((column) => column.length !== totalRows)) return undefined;
  const [quantities, weights, weightUnitTexts, lengths, widths, heights, dimensionUnitTexts] = columns;
  const rows: DimensionRow[] = [];
  for (let index = 0; index < totalRows; index += 1) {
    const quantity = wholeCount(quantities?.[index]);
    const weight = positiveMeasure(weights?.[index]);
    const weightUnit = unitOf(weightUnits, weightUnitTexts?.[index]);
    const length = positiveMeasure(lengths?.[index]);
    const width = positiveMeasure(widths?.[index]);
    const height = positiveMeasure(heights?.[index]);
    const dimensionUnit = unitOf(dimensionUnits, dimensionUnitTexts?.[index]);
    if (quantity === undefined || quantity < 1 || weight === undefined || weightUnit === undefined) return undefined;
    if (length === undefined || width === undefined || height === undefined || dimensionUnit === undefined)
      return undefined;
    rows.push({ quantity, length, width, height, dimensionUnit, weight, weightUnit });
  }
  return rows;
}

/** Total-volume cargo needs w, wu, v and vu; w and v above 0 (docs/product/quoting.md#search-address). */
function totalVolumeOf(params: Map<string, string[]>): Cargo | null {
  const [weightText, weightUnitText, volumeText, volumeUnitText] = totalVolumeParams.map((name) => {
    const values = params.get(name);
    return values?.length === 1 ? values[0] : undefined;
  });
  const weight = positiveMeasure(weightText);
  const weightUnit = unitOf(weightUnits, weightUnitText);
  const volume = positiveMeasure(volumeText);
  const volumeUnit = unitOf(volumeUnits, volumeUnitText);
  if (weight === undefined || weightUnit === undefined || volume === undefined || volumeUnit === undefined) return null;
  return { kind: 'totalVolume', total: { weight, weightUnit, volume, volumeUnit } };
}

/** Container quantities count only when above 0 (docs/product/quoting.md#cargo). */
function containersOf(params: Map<string, string[]>): Cargo | null {
  const containers: ContainerItem[] = containerTypes.flatMap((containerType) => {
    const quantity = wholeCount(params.get(containerParam(containerType))?.join(','));
    return quantity !== undefined && quantity > 0 ? [{ containerType, quantity }] : [];
  });
  return containers.length > 0 ? { kind: 'containers', containers } : null;
}

/** Box quantities at or below 0 (or unreadable) become 0; at least one must be above 0. */
function boxesOf(params: Map<string, string[]>): Cargo | null {
  const boxes = Object.fromEntries(
    boxSizes.map((size) => [size, wholeCount(params.get(size)?.join(',')) ?? 0]),
  ) as BoxCounts;
  return boxSizes.some((size) => boxes[size] > 0) ? { kind: 'boxes', boxes } : null;
}

/**
 * The cargo a results query describes, or null when it describes none or an invalid one
 * (an invalid row or unit drops the whole cargo, docs/product/quoting.md#cargo). A missing `type` means manual.
 */
export function cargoOfSearchQuery(params: Map<string, string[]>): Cargo | null {
  const type = params.get('type')?.join(',') ?? 'manual';
  if (type === 'apartment') {
    const apartmentType = apartmentTypes.find((size) => size === params.get(apartmentTypeParam)?.join(','));
    return apartmentType ? { kind: 'apartment', apartmentType } : null;
  }
  if (type === 'box') return boxesOf(params);
  if (type !== 'manual') return null;
  if (params.has('totalRows')) {
    const rows = rowsOf(params);
    return rows ? { kind: 'dimensionRows', rows } : null;
  }
  if (totalVolumeParams.some((name) => params.has(name))) return totalVolumeOf(params);
  return containersOf(params);
}

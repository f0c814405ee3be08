import type { ShipmentType } from '../shipping/shipment-type';
import { roundMeasure } from '../units/measure-rounding';
import { lengthToCm, volumeToM3, weightToKg } from '../units/unit-conversions';
import type { BoxSize, Cargo, DimensionRow, DimensionUnit, VolumeUnit, WeightUnit } from './cargo-items';
import { boxSizes } from './cargo-items';
import { countedContainerItems, totalContainerCount } from './cargo-input-rules';
import type { CargoLimitSet, CargoLimitSetId } from './cargo-limit-sets';
import {
  cargoLimitSetByShipmentType,
  cargoLimitSets,
  cargoMaxBoxQuantityPerSize,
  cargoMaxContainerItems,
  cargoMaxDimensionRows,
  cargoMaxRowQuantity,
  fclMaxContainerCount,
} from './cargo-limit-sets';
import { cargoTotals } from './cargo-totals';
import type { PackageDimensions } from './household-cargo';

const densityDecimals = 2;

type MeasuredLimit = 'MaxWeight' | 'MaxVolume' | 'MinVolume' | 'MaxLength' | 'MaxWidth' | 'MaxHeight' | 'MaxDensity';

/** Which limit a cargo broke: a count limit, or a measured limit of a set (e.g. `lclMaxVolume`). */
export type CargoLimitName =
  | 'maxDimensionRows'
  | 'maxContainerItems'
  | 'fclMaxContainerCount'
  | 'maxRowQuantity'
  | 'maxBoxQuantity'
  | `${CargoLimitSetId}${MeasuredLimit}`;

export type CargoLimitUnit = WeightUnit | VolumeUnit | DimensionUnit | 'kg/m3' | 'count';

/** One broken limit, with the value the user gave and the value allowed, in the same unit. */
export interface CargoLimitViolation {
  code: 'CARGO_LIMIT_EXCEEDED';
  limit: CargoLimitName;
  bound: 'max' | 'min';
  actual: number;
  allowed: number;
  unit: CargoLimitUnit;
  /** The dimension row the violation is about. */
  rowIndex?: number;
  boxSize?: BoxSize;
  /** Quote a full container instead (LCL caps, docs/product/quoting.md#cargo-limits). */
  advice?: 'FCL';
}

export interface CargoLimitCheckOptions {
  shipmentType: ShipmentType;
  /** Another set than the shipment type's own (cargoLimitSetByShipmentType). */
  limitSet?: CargoLimitSetId;
}

const violation = (
  limit: CargoLimitName,
  bound: 'max' | 'min',
  actual: number,
  allowed: number,
  unit: CargoLimitUnit,
  extra: Partial<CargoLimitViolation> = {},
): CargoLimitViolation => ({ code: 'CARGO_LIMIT_EXCEEDED', limit, bound, actual, allowed, unit, ...extra });

const above = (
  limit: CargoLimitName,
  actual: number,
  allowed: number,
  unit: CargoLimitUnit,
  extra?: Partial<CargoLimitViolation>,
) => (actual > allowed ? [violation(limit, 'max', actual, allowed, unit, extra)] : []);

/** The shipment's totals in the units the user typed them in, plus the base units for density. */
interface ShipmentMeasures {
  weight: number;
  weightUnit: WeightUnit;
  volume: number;
  volumeUnit: VolumeUnit;
  weightKg: number;
  volumeM3: number;
}

/** Rows sharing one weight unit are summed in it, so 22046 Lb stays 22046 Lb; mixed rows sum in Kg. */
function rowsMeasures(rows: readonly DimensionRow[], weightKg: number, volumeM3: number): ShipmentMeasures {
  const firstUnit = rows[0]?.weightUnit ?? 'Kg';
  const sharedUnit = rows.every((row) => row.weightUnit === firstUnit) ? firstUnit : undefined;
  const weight = sharedUnit ? rows.reduce((sum, row) => sum + row.weight * row.quantity, 0) : weightKg;
  return { weight, weightUnit: sharedUnit ?? 'Kg', volume: volumeM3, volumeUnit: 'M3', weightKg, volumeM3 };
}

function shipmentMeasures(cargo: Exclude<Cargo, { kind: 'containers' }>, shipmentType: ShipmentType): ShipmentMeasures {
  if (cargo.kind === 'totalVolume') {
    const { weight, weightUnit, volume, volumeUnit } = cargo.total;
    return {
      weight,
      weightUnit,
      volume,
      volumeUnit,
      weightKg: weightToKg(weight, weightUnit),
      volumeM3: volumeToM3(volume, volumeUnit),
    };
  }
  const totals = cargoTotals(cargo, shipmentType);
  const weightKg = totals.totalWeightKg ?? 0;
  const volumeM3 = totals.totalVolumeM3 ?? 0;
  if (cargo.kind === 'dimensionRows') return rowsMeasures(cargo.rows, weightKg, volumeM3);
  return { weight: weightKg, weightUnit: 'Kg', volume: volumeM3, volumeUnit: 'M3', weightKg, volumeM3 };
}

function checkShipmentMeasures(
  measures: ShipmentMeasures,
  setId: CargoLimitSetId,
  set: CargoLimitSet,
): CargoLimitViolation[] {
  const advice = set.adviceWhenExceeded ? { advice: set.adviceWhenExceeded } : {};
  const found: CargoLimitViolation[] = [];
  if (set.maxWeight) {
    found.push(
      ...above(`${setId}MaxWeight`, measures.weight, set.maxWeight[measures.weightUnit], measures.weightUnit, advice),
    );
  }
  if (set.maxVolume) {
    found.push(
      ...above(`${setId}MaxVolume`, measures.volume, set.maxVolume[measures.volumeUnit], measures.volumeUnit, advice),
    );
  }
  const minVolume = set.minVolume?.[measures.volumeUnit];
  if (minVolume !== undefined && measures.volume < minVolume) {
    found.push(violation(`${setId}MinVolume`, 'min', measures.volume, minVolume, measures.volumeUnit));
  }
  if (set.maxDensityKgPerM3 !== undefined && measures.volumeM3 > 0) {
    // Rounded so that a cargo typed exactly at the cap (225.9 kg in 0.01 m³) is not failed by binary noise.
    const densityKgPerM3 = roundMeasure(measures.weightKg / measures.volumeM3, densityDecimals);
    found.push(...above(`${setId}MaxDensity`, densityKgPerM3, set.maxDensityKgPerM3, 'kg/m3'));
  }
  return found;
}

const axes = [
  ['length', 'MaxLength'],
  ['width', 'MaxWidth'],
  ['height', 'MaxHeight'],
] as const satisfies ReadonlyArray<readonly [keyof PackageDimensions, MeasuredLimit]>;

/** Each package against the set's largest package, in the row's unit when the set has it, else in cm. */
function checkRowDimensions(
  rows: readonly DimensionRow[],
  setId: CargoLimitSetId,
  set: CargoLimitSet,
): CargoLimitViolation[] {
  const maxDimensions = set.maxDimensions;
  if (!maxDimensions) return [];
  const advice = set.adviceWhenExceeded ? { advice: set.adviceWhenExceeded } : {};
  return rows.flatMap((row, rowIndex) => {
    const limitInRowUnit = maxDimensions[row.dimensionUnit];
    const unit: DimensionUnit = limitInRowUnit ? row.dimensionUnit : 'cm';
    const allowed = limitInRowUnit ?? maxDimensions.cm;
    return axes.flatMap(([axis, limitSuffix]) => {
      const actual = unit === row.dimensionUnit ? row[axis] : lengthToCm(row[axis], row.dimensionUnit);
      return above(`${setId}${limitSuffix}`, actual, allowed[axis], unit, { rowIndex, ...advice });
    });
  });
}

function checkCounts(cargo: Cargo): CargoLimitViolation[] {
  switch (cargo.kind) {
    case 'containers':
      return [
        ...above('maxContainerItems', countedContainerItems(cargo.containers).length, cargoMaxContainerItems, 'count'),
        ...above('fclMaxContainerCount', totalContainerCount(cargo.containers), fclMaxContainerCount, 'count'),
      ];
    case 'dimensionRows':
      return [
        ...above('maxDimensionRows', cargo.rows.length, cargoMaxDimensionRows, 'count'),
        ...cargo.rows.flatMap((row, rowIndex) =>
          above('maxRowQuantity', row.quantity, cargoMaxRowQuantity, 'count', { rowIndex }),
        ),
      ];
    case 'boxes':
      return boxSizes.flatMap((boxSize) =>
        above('maxBoxQuantity', cargo.boxes[boxSize], cargoMaxBoxQuantityPerSize, 'count', { boxSize }),
      );
    default:
      return [];
  }
}

/**
 * Checks a cargo against the count limits and the limit set of its mode (docs/product/quoting.md#cargo-limits).
 * Answers every broken limit; an empty list means the cargo may be quoted.
 */
export function checkCargoLimits(cargo: Cargo, options: CargoLimitCheckOptions): CargoLimitViolation[] {
  const counts = checkCounts(cargo);
  if (cargo.kind === 'containers') return counts;
  const setId = options.limitSet ?? cargoLimitSetByShipmentType[options.shipmentType];
  const set = cargoLimitSets[setId];
  const rowDimensions = cargo.kind === 'dimensionRows' ? checkRowDimensions(cargo.rows, setId, set) : [];
  return [
    ...counts,
    ...rowDimensions,
    ...checkShipmentMeasures(shipmentMeasures(cargo, options.shipmentType), setId, set),
  ];
}

/**
 * The product spec's "Cargo limit exceeded" dialog variants (docs/product/quoting.md#cargo-limits), plus one for the
 * other measured caps.
 */
export const cargoLimitDialogs = [
  'lclVolumeOrWeight',
  'fclContainerCount',
  'quantity',
  'combinedVolume',
  'measurements',
] as const;
export type CargoLimitDialog = (typeof cargoLimitDialogs)[number];

/** Which dialog variant explains a violation to the user. */
export function cargoLimitDialogOf(limit: CargoLimitName): CargoLimitDialog {
  if (limit === 'fclMaxContainerCount' || limit === 'maxContainerItems') return 'fclContainerCount';
  if (limit === 'maxDimensionRows' || limit === 'maxRowQuantity' || limit === 'maxBoxQuantity') return 'quantity';
  if (limit === 'lclMaxWeight' || limit === 'lclMaxVolume') return 'lclVolumeOrWeight';
  if (limit.startsWith('combined')) return 'combinedVolume';
  return 'measurements';
}

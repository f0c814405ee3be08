import type { ShipmentType } from '../shipping/shipment-type';
import { cubicCentimetresPerCubicMetre, cubicInchesPerCubicMetreForRowVolume } from '../units/conversion-factors';
import { roundMeasure } from '../units/measure-rounding';
import { weightToKg } from '../units/unit-conversions';
import type { DimensionRow, DimensionUnit } from './cargo-items';

/**
 * Air: one kilogram is charged per 6000 cm³ (the IATA volumetric divisor; docs/product/quoting.md#units-and-conversions
 * "6000").
 */
export const airVolumetricDivisorCm3PerKg = 6000;
/** LCL: one cubic metre is charged as 1000 kg (weight or measure, "W/M"). */
export const lclVolumetricKgPerM3 = 1000;

/**
 * Kilograms of chargeable weight per cubic metre, for the modes that price by volumetric weight.
 * FCL (priced per container), LTL (priced by weight and freight class) and COMBINED have none:
 * their chargeable weight is the actual weight (docs/decisions/007-cargo-limits.md).
 */
export const volumetricKgPerM3ByShipmentType: Readonly<Partial<Record<ShipmentType, number>>> = {
  AIR: cubicCentimetresPerCubicMetre / airVolumetricDivisorCm3PerKg,
  LCL: lclVolumetricKgPerM3,
};

/** Decimals of the product spec's roundings: volumes to 3, chargeable weight to 2. */
export const volumeDecimals = 3;
export const chargeableWeightDecimals = 2;

const cubicUnitsPerCubicMetre: Record<DimensionUnit, number> = {
  cm: cubicCentimetresPerCubicMetre,
  in: cubicInchesPerCubicMetreForRowVolume,
};

/**
 * One package's volume: l × w × h ÷ 1e6 (cm) or ÷ 61023.842 (in), rounded to 3 decimals
 * (docs/product/quoting.md#units-and-conversions).
 */
export function packageVolumeM3(row: Pick<DimensionRow, 'length' | 'width' | 'height' | 'dimensionUnit'>): number {
  return roundMeasure(
    (row.length * row.width * row.height) / cubicUnitsPerCubicMetre[row.dimensionUnit],
    volumeDecimals,
  );
}

/** A row's volume: the rounded package volume times the quantity (the product is exact to 3 decimals). */
export function rowVolumeM3(row: DimensionRow): number {
  return roundMeasure(packageVolumeM3(row) * row.quantity, volumeDecimals);
}

/** A row's weight: the weight of one package, in kilograms, times the quantity. */
export function rowWeightKg(row: DimensionRow): number {
  return weightToKg(row.weight, row.weightUnit) * row.quantity;
}

/** The volumetric weight of a volume in a mode, or undefined when the mode has no volumetric rule. */
export function volumetricWeightKg(volumeM3: number, shipmentType: ShipmentType): number | undefined {
  const kgPerM3 = volumetricKgPerM3ByShipmentType[shipmentType];
  return kgPerM3 === undefined ? undefined : volumeM3 * kgPerM3;
}

/**
 * Chargeable weight: the larger of the volumetric and the actual weight, rounded to 2 decimals
 * (docs/product/quoting.md#units-and-conversions). In a mode without a volumetric rule it is the actual weight.
 */
export function chargeableWeightKg(input: {
  actualWeightKg: number;
  volumeM3: number;
  shipmentType: ShipmentType;
}): number {
  const volumetricKg = volumetricWeightKg(input.volumeM3, input.shipmentType) ?? 0;
  return roundMeasure(Math.max(volumetricKg, input.actualWeightKg), chargeableWeightDecimals);
}

/** Density of a cargo in kg/m³; undefined when it has no volume. */
export function cargoDensityKgPerM3(weightKg: number, volumeM3: number): number | undefined {
  return volumeM3 > 0 ? weightKg / volumeM3 : undefined;
}

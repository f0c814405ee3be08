import type { DimensionUnit, VolumeUnit, WeightUnit } from '../cargo/cargo-items';
import {
  centimetresPerInch,
  cubicMetresPerCubicFoot,
  cubicMetresPerCubicInch,
  kilogramsPerPound,
} from './conversion-factors';

/** How many base units (cm, kg, m³) one of each unit is. */
const centimetresPerDimensionUnit: Record<DimensionUnit, number> = { cm: 1, in: centimetresPerInch };
const kilogramsPerWeightUnit: Record<WeightUnit, number> = { Kg: 1, Lb: kilogramsPerPound };
const cubicMetresPerVolumeUnit: Record<VolumeUnit, number> = {
  M3: 1,
  FT3: cubicMetresPerCubicFoot,
  IN3: cubicMetresPerCubicInch,
};

export function lengthToCm(value: number, unit: DimensionUnit): number {
  return value * centimetresPerDimensionUnit[unit];
}

export function cmToLength(valueCm: number, unit: DimensionUnit): number {
  return valueCm / centimetresPerDimensionUnit[unit];
}

export function weightToKg(value: number, unit: WeightUnit): number {
  return value * kilogramsPerWeightUnit[unit];
}

export function kgToWeight(valueKg: number, unit: WeightUnit): number {
  return valueKg / kilogramsPerWeightUnit[unit];
}

export function volumeToM3(value: number, unit: VolumeUnit): number {
  return value * cubicMetresPerVolumeUnit[unit];
}

export function m3ToVolume(valueM3: number, unit: VolumeUnit): number {
  return valueM3 / cubicMetresPerVolumeUnit[unit];
}

/** Converts between any two length units through centimetres; same unit returns the value untouched. */
export function convertLength(value: number, from: DimensionUnit, to: DimensionUnit): number {
  return from === to ? value : cmToLength(lengthToCm(value, from), to);
}

/** Converts between any two weight units through kilograms; same unit returns the value untouched. */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  return from === to ? value : kgToWeight(weightToKg(value, from), to);
}

/** Converts between any two volume units through cubic metres; same unit returns the value untouched. */
export function convertVolume(value: number, from: VolumeUnit, to: VolumeUnit): number {
  return from === to ? value : m3ToVolume(volumeToM3(value, from), to);
}

/**
 * Exact conversion factors of docs/product/quoting.md#units-and-conversions. Every conversion goes through one base
 * unit per quantity (centimetre, kilogram, cubic metre): never a pairwise, pre-rounded factor.
 */

/** 1 in = 2.54 cm (exact by definition). */
export const centimetresPerInch = 2.54;

/** 1 lb = 0.45359237 kg (exact by definition). */
export const kilogramsPerPound = 0.45359237;

/** 1 ft³ = 0.0283168 m³ (the product spec's figure). */
export const cubicMetresPerCubicFoot = 0.0283168;

/** 1 in³ = 1.63871e-5 m³ (the product spec's figure). */
export const cubicMetresPerCubicInch = 1.63871e-5;

/** Divides a package's l × w × h in cm³ into m³ (docs/product/quoting.md#units-and-conversions). */
export const cubicCentimetresPerCubicMetre = 1e6;

/**
 * Divides a package's l × w × h in in³ into m³ (docs/product/quoting.md#units-and-conversions). The product spec keeps
 * this rounded divisor for the row-volume formula; it differs from 1 / cubicMetresPerCubicInch by about two
 * parts per million, far below the three decimals the row volume is rounded to.
 */
export const cubicInchesPerCubicMetreForRowVolume = 61023.842;

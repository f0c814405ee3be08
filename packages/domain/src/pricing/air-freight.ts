import { amountForQuantity } from './charge-items';
import type { AirWeightBreak } from './tariff-types';

/** How the air freight of a shipment was worked out. */
export interface AirFreightCharge {
  /** The weight charged: the chargeable weight, or a higher break's minimum weight when cheaper. */
  chargedWeightKg: number;
  perKgMinor: number;
  amountMinor: number;
  /** True when the minimum charge applied instead of weight × rate. */
  isMinimumCharge: boolean;
}

/**
 * Air freight by weight breaks (IATA practice, docs/decisions/033-pricing.md): the break
 * that applies is the highest one at or below the chargeable weight (weights below the first
 * break use the first); if charging a higher break's minimum weight at that break's rate costs
 * less, that is charged instead ("next break cheaper"); never less than the minimum charge.
 */
export function airFreightCharge(
  chargeableWeightKg: number,
  weightBreaks: readonly AirWeightBreak[],
  minimumChargeMinor: number,
): AirFreightCharge | null {
  const breaks = [...weightBreaks].sort((a, b) => a.fromKg - b.fromKg);
  const first = breaks[0];
  if (first === undefined || chargeableWeightKg <= 0) return null;
  const applying = breaks.filter((weightBreak) => weightBreak.fromKg <= chargeableWeightKg).at(-1) ?? first;
  let best = {
    chargedWeightKg: chargeableWeightKg,
    perKgMinor: applying.perKgMinor,
    amountMinor: amountForQuantity(chargeableWeightKg, applying.perKgMinor),
  };
  for (const weightBreak of breaks) {
    if (weightBreak.fromKg <= chargeableWeightKg) continue;
    const amountMinor = amountForQuantity(weightBreak.fromKg, weightBreak.perKgMinor);
    if (amountMinor < best.amountMinor)
      best = { chargedWeightKg: weightBreak.fromKg, perKgMinor: weightBreak.perKgMinor, amountMinor };
  }
  if (best.amountMinor < minimumChargeMinor) return { ...best, amountMinor: minimumChargeMinor, isMinimumCharge: true };
  return { ...best, isMinimumCharge: false };
}

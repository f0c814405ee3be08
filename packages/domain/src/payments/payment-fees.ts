import { z } from 'zod';
import { divideAndRound, toSafeInteger } from '../money/decimal-rounding';
import { addMoney, type Money } from '../money/money';
import type { PaymentMode } from '../bookings/booking-services';
import { currencies } from '../shipping/shipment-type';

/**
 * Payment modes and their fees (docs/product/booking.md#payment-options, docs/decisions/065-payments.md): pay now
 * by card or PayPal, pay later by wire transfer (each with a transaction fee), pay using credit (no fee).
 */

/** The modes that carry a fee; credit never does. */
export const feeBearingPaymentModes = ['card', 'paypal', 'wire'] as const satisfies readonly PaymentMode[];
export type FeeBearingPaymentMode = (typeof feeBearingPaymentModes)[number];

/** Basis points: 1 % is 100, 2.9 % is 290 (integers, so no fee is computed with a float). */
export const basisPointsPerWhole = 10_000;

/**
 * A mode's fee: a percentage of the amount paid (in basis points) and/or a fixed amount per currency (in the
 * currency's minor unit). A currency without a fixed amount adds none.
 */
export const paymentFeeRuleSchema = z.object({
  percentBasisPoints: z.number().int().min(0).max(basisPointsPerWhole).default(0),
  fixedMinorByCurrency: z.partialRecord(z.enum(currencies), z.number().int().nonnegative()).default({}),
});
export type PaymentFeeRule = z.infer<typeof paymentFeeRuleSchema>;

/** The fee of paying `amount` under `rule`: the percentage rounded half up to the minor unit, plus the fixed part. */
export function paymentFeeOf(amount: Money, rule: PaymentFeeRule | null): Money {
  if (rule === null || amount.amountMinor <= 0) return { amountMinor: 0, currency: amount.currency };
  const percentPart = toSafeInteger(
    divideAndRound(BigInt(amount.amountMinor) * BigInt(rule.percentBasisPoints), BigInt(basisPointsPerWhole), 'halfUp'),
  );
  return { amountMinor: percentPart + (rule.fixedMinorByCurrency[amount.currency] ?? 0), currency: amount.currency };
}

/** What a customer pays in a mode: the amount, its fee and their total. */
export interface PaymentPrice {
  amount: Money;
  fee: Money;
  total: Money;
}

export function paymentPriceOf(amount: Money, rule: PaymentFeeRule | null): PaymentPrice {
  const fee = paymentFeeOf(amount, rule);
  return { amount, fee, total: addMoney(amount, fee) };
}

import { subtractMoney, sumMoney, type Money } from '../money/money';

/**
 * Pay using credit (docs/product/booking.md#payment-options): only for a customer staff gave a credit line, and
 * never above the available credit — the line less the credit payments still open (not yet settled).
 * Credit is kept in the line's currency; a booking in another currency cannot use it (docs/decisions/065-payments.md).
 */
export function availableCreditOf(creditLine: Money, openCreditPayments: readonly Money[]): Money {
  const used = sumMoney(
    openCreditPayments.filter((payment) => payment.currency === creditLine.currency),
    creditLine.currency,
  );
  const available = subtractMoney(creditLine, used);
  return available.amountMinor > 0 ? available : { amountMinor: 0, currency: creditLine.currency };
}

/** Whether `amount` can be paid from `available` credit: same currency and no more than it. */
export function creditCovers(available: Money, amount: Money): boolean {
  return available.currency === amount.currency && amount.amountMinor <= available.amountMinor;
}

import type { Money } from '../money/money';
import type { BankDetails } from './bank-details';
import { creditCovers } from './payment-credit';
import type { PaymentMode } from '../bookings/booking-services';
import { paymentPriceOf, type PaymentPrice } from './payment-fees';
import type { PaymentsConfiguration } from './payment-configuration';

/** Hours a wire transfer may take to be confirmed once the money arrives (docs/product/booking.md#payment-options). */
export const wireConfirmationHours = 48;

export interface PaymentOption extends PaymentPrice {
  mode: PaymentMode;
}

export interface PaymentAvailability {
  /** The card provider's keys are configured (docs/decisions/065-payments.md). */
  card: boolean;
  /** The PayPal keys are configured. */
  paypal: boolean;
  /** The account the customer's branch wires to; null: no wire transfer. */
  wireBankDetails: BankDetails | null;
  /** The customer's available credit; null: staff gave them no credit line. */
  availableCredit: Money | null;
}

/**
 * The ways a booking's amount due can be paid, each with its fee and total, in the order shown (card, PayPal, wire,
 * credit). A mode whose provider has no keys is absent, never faked; credit is offered only when the available credit
 * covers the amount (in its currency), and then without a fee.
 */
export function paymentOptionsOf(
  amountDue: Money,
  fees: PaymentsConfiguration['fees'],
  availability: PaymentAvailability,
): PaymentOption[] {
  if (amountDue.amountMinor <= 0) return [];
  const options: PaymentOption[] = [];
  if (availability.card) options.push({ mode: 'card', ...paymentPriceOf(amountDue, fees.card) });
  if (availability.paypal) options.push({ mode: 'paypal', ...paymentPriceOf(amountDue, fees.paypal) });
  if (availability.wireBankDetails) options.push({ mode: 'wire', ...paymentPriceOf(amountDue, fees.wire) });
  if (availability.availableCredit && creditCovers(availability.availableCredit, amountDue)) {
    options.push({ mode: 'credit', ...paymentPriceOf(amountDue, null) });
  }
  return options;
}

/** The modes that can pay what is due in place of an awaited wire transfer: the pay-now providers (ADR 083). */
export const modesInsteadOfWire: readonly PaymentMode[] = ['card', 'paypal'];

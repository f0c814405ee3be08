import type { CustomerProfile } from '../customers/customer-type';
import type { Currency } from '../shipping/shipment-type';

/**
 * Services confirmed at booking (docs/product/booking.md#booking-funnel, docs/decisions/063-booking-lifecycle.md):
 * cargo insurance priced from the cargo value, and the optional-services confirmation.
 */

/** Insurance premium: this percentage of the declared cargo value (ADR 063). */
export const insuranceRatePercent = 0.35;

/** The least premium, per currency, in minor units. */
export const insuranceMinimumPremiumMinor: Readonly<Record<Currency, number>> = {
  USD: 5_000,
  EUR: 4_500,
  INR: 400_000,
};

/**
 * The deductible per claim, in EUR (as the product states it). New cargo EUR 500; used cargo
 * EUR 1,500 — the two product texts disagree (1,200 and 1,500): we show the higher so a customer
 * is never told less than they may pay (ADR 063).
 */
export const insuranceDeductibleEur = { newCargo: 500, usedCargo: 1_500 } as const;

/** The premium for a cargo value (minor units of its currency), rounded up to the minor unit. */
export function insurancePremiumMinor(cargoValueMinor: number, currency: Currency): number {
  const premium = Math.ceil((cargoValueMinor * insuranceRatePercent) / 100);
  return Math.max(premium, insuranceMinimumPremiumMinor[currency]);
}

/**
 * Whether the optional-services confirmation must be answered with a service: international
 * moves of a moving profile must add the mandatory services (docs/product/quoting.md#commodity-rules);
 * everyone else may go on without.
 */
export function optionalServicesConfirmationKind(
  profile: CustomerProfile,
  isInternational: boolean,
): 'optional' | 'mandatory' {
  return profile === 'mover' && isInternational ? 'mandatory' : 'optional';
}

export const shipperTypes = ['known', 'unknown', 'notSure'] as const;
export type ShipperType = (typeof shipperTypes)[number];

export const bookingServiceTypes = ['fastest', 'cheapest', 'any'] as const;
export type BookingServiceType = (typeof bookingServiceTypes)[number];

/** How the customer pays (docs/product/booking.md#payment-options). */
export const paymentModes = ['card', 'paypal', 'wire', 'credit'] as const;
export type PaymentMode = (typeof paymentModes)[number];

/** The booking funnel's analytics events, in the product's order (docs/product/booking.md#booking-funnel). */
export const bookingFunnelEvents = [
  'begin_booking',
  'service_selection_completed',
  'shipment_details_completed',
  'billing_details_completed',
  'Booking_Confirmed',
] as const;
export type BookingFunnelEvent = (typeof bookingFunnelEvents)[number];

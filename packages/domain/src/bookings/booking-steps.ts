import type { Rate } from '../rates/rate';
import type { BookingFunnelEvent } from './booking-services';

/**
 * The booking flow's steps (docs/product/booking.md#booking-funnel, docs/decisions/069-booking-flow.md), in order.
 * Pickup and delivery are asked only when the rate includes the door leg; the funnel's events follow the steps.
 */
export const bookingSteps = ['services', 'shipment', 'billing', 'pickup', 'delivery', 'payment', 'review'] as const;
export type BookingStep = (typeof bookingSteps)[number];

/** The steps a rate asks for: pickup only when it includes the pickup, delivery only with the delivery. */
export function bookingStepsFor(includes: Pick<Rate['includes'], 'pickup' | 'delivery'>): BookingStep[] {
  return bookingSteps.filter(
    (step) => (step !== 'pickup' || includes.pickup) && (step !== 'delivery' || includes.delivery),
  );
}

export function isBookingStep(value: unknown): value is BookingStep {
  return typeof value === 'string' && (bookingSteps as readonly string[]).includes(value);
}

/** The funnel event a completed step sends (begin_booking opens the flow, Booking_Confirmed answers the booking). */
export const bookingFunnelEventOfStep: Readonly<Partial<Record<BookingStep, BookingFunnelEvent>>> = {
  services: 'service_selection_completed',
  shipment: 'shipment_details_completed',
  billing: 'billing_details_completed',
};

/**
 * The step to show: the one asked for when every step before it is complete, else the first incomplete one (a
 * reload or a shared link never skips an unanswered step).
 */
export function currentBookingStep(
  steps: readonly BookingStep[],
  completed: readonly BookingStep[],
  asked: BookingStep | null,
): BookingStep {
  const firstIncomplete = steps.find((step) => !completed.includes(step)) ?? steps[steps.length - 1]!;
  if (asked === null || !steps.includes(asked)) return firstIncomplete;
  return steps.indexOf(asked) <= steps.indexOf(firstIncomplete) ? asked : firstIncomplete;
}

/** The step after `step` (null after the last). */
export function nextBookingStep(steps: readonly BookingStep[], step: BookingStep): BookingStep | null {
  return steps[steps.indexOf(step) + 1] ?? null;
}

/** The step before `step` (null before the first). */
export function previousBookingStep(steps: readonly BookingStep[], step: BookingStep): BookingStep | null {
  const index = steps.indexOf(step);
  return index > 0 ? steps[index - 1]! : null;
}

/**
 * Whether a quote's move crosses a border: the optional-services confirmation is mandatory for a mover's
 * international move (ADR 063).
 */
export function isInternationalMove(origin: { countryIsoCode: string }, destination: { countryIsoCode: string }) {
  return origin.countryIsoCode.toUpperCase() !== destination.countryIsoCode.toUpperCase();
}

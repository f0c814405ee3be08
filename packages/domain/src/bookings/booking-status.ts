/**
 * A booking's status (docs/product/booking.md#booking-status) and the moves staff may make
 * (docs/decisions/063-booking-lifecycle.md).
 */
export const bookingStatuses = ['R', 'P', 'C', 'D'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The i18n key of each status's name (Booking Requested, In Progress, Cancelled, Complete). */
export const bookingStatusNameKeys: Readonly<Record<BookingStatus, string>> = {
  R: 'bookings.status.R',
  P: 'bookings.status.P',
  C: 'bookings.status.C',
  D: 'bookings.status.D',
};

/**
 * Requested → In progress or Cancelled; In progress → Complete or Cancelled. Cancelled and Complete
 * are final: a finished or cancelled shipment is not reopened (a new booking is made instead).
 */
const allowedTransitions: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  R: ['P', 'C'],
  P: ['D', 'C'],
  C: [],
  D: [],
};

export function nextBookingStatuses(status: BookingStatus): readonly BookingStatus[] {
  return allowedTransitions[status];
}

export function isAllowedBookingTransition(from: BookingStatus, to: BookingStatus): boolean {
  return allowedTransitions[from].includes(to);
}

/** A cancellation must say why (the customer reads it); other moves may. */
export function transitionNeedsReason(to: BookingStatus): boolean {
  return to === 'C';
}

export const bookingStatusReasonMaxLength = 500;

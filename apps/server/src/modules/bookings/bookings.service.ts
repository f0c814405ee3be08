// A booking's life (docs/product/booking.md, docs/decisions/063-booking-lifecycle.md): made from a quote's rate with
// an idempotency key, read by its customer and the brand's staff, moved on by staff. One file per job, sharing the
// context (bookings-context.ts); this is the one service the routes and other modules are given.
import { bookingCreation } from './booking-creation.service';
import { bookingDetails } from './booking-details.service';
import { bookingLists } from './booking-lists.service';
import { bookingMilestones } from './booking-milestones.service';
import { bookingParties } from './booking-parties.service';
import { bookingPendingActions } from './booking-pending-actions.service';
import { bookingStatusMoves } from './booking-status.service';
import { createBookingsContext, type BookingsServiceOptions } from './bookings-context.service';
import { revisedQuotes } from './revised-quotes.service';

export function createBookingsService(options: BookingsServiceOptions) {
  const context = createBookingsContext(options);
  return {
    ...bookingCreation(context),
    ...bookingDetails(context),
    ...bookingLists(context),
    ...bookingParties(context),
    ...revisedQuotes(context),
    ...bookingPendingActions(context),
    ...bookingStatusMoves(context),
    ...bookingMilestones(context),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;

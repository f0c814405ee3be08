// Parties and door addresses a customer gives after booking (docs/decisions/063-booking-lifecycle.md): shipper,
// consignee, notify party, and the pickup or delivery address where the rate has a door leg.
import { doorAddressesNeeded, laterPartyAllowed, type BookingAddress, type LaterPartyRole } from '@freightdesk/domain';
import { AppError } from '../../errors/app-error';
import type { SessionToken } from '../accounts/session-tokens';
import { recountWithin } from './booking-pending-actions.service';
import type { BookingsContext } from './bookings-context.service';
import { createBookingsRepository } from './bookings.repository';

export function bookingParties({ db, now, readableBooking, outsideFactsOf }: BookingsContext) {
  return {
    /** PUT /api/v2/bookings/{bookingUuid}/parties/{role}: a party or door address given after booking. */
    async updateParty(
      bookingUuid: string,
      role: LaterPartyRole,
      party: BookingAddress,
      session: SessionToken,
    ): Promise<{ bookingUuid: string }> {
      const found = await readableBooking(bookingUuid, session, false);
      if (!laterPartyAllowed(role, doorAddressesNeeded(found.rate))) {
        throw new AppError('INVALID_PAYLOAD', { fieldErrors: { role: ['validation.notApplicable'] } });
      }
      const outside = await outsideFactsOf(found.uuid);
      await db.transaction(async (tx) => {
        const within = createBookingsRepository(tx);
        const row = await within.lockByUuid(found.uuid);
        if (!row) throw new AppError('BOOKING_NOT_FOUND');
        const at = new Date(now());
        await within.upsertParty(row.uuid, role, party, at);
        await recountWithin(tx, row, at, outside);
      });
      return { bookingUuid: found.uuid };
    },
  };
}

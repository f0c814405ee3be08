// Revised quotes (docs/decisions/063-booking-lifecycle.md): staff issue changed charge lines, pending the customer's
// acceptance (an older pending one is superseded); once accepted they are the booking's charges in force.
import {
  chargeLinesInCurrency,
  totalOfChargeLines,
  type Currency,
  type IssueRevisedQuoteRequest,
} from '@freightdesk/domain';
import { AppError } from '../../errors/app-error';
import type { SessionToken } from '../accounts/session-tokens';
import { formatTotal } from './booking-mail-facts';
import { recountWithin } from './booking-pending-actions.service';
import type { BookingsContext } from './bookings-context.service';
import { createBookingsRepository } from './bookings.repository';
import { staffChange } from './staff-booking-change.service';

export function revisedQuotes(context: BookingsContext) {
  const { db, now, readableBooking, outsideFactsOf } = context;
  return {
    /**
     * POST /api/v2/staff/bookings/{bookingUuid}/revised-quotes: the charge lines as they would become,
     * pending the customer's acceptance; an older pending one is superseded. Mailed.
     */
    async issueRevisedQuote(bookingUuid: string, request: IssueRevisedQuoteRequest, session: SessionToken) {
      return staffChange(context, bookingUuid, session, async (tx, row, at, outside) => {
        if (row.status === 'C' || row.status === 'D') throw new AppError('INVALID_STATUS_TRANSITION');
        if (!chargeLinesInCurrency(request.lines, row.currency as Currency)) {
          throw new AppError('INVALID_PAYLOAD', { fieldErrors: { lines: ['validation.cargoValue.currency.invalid'] } });
        }
        const within = createBookingsRepository(tx);
        await within.supersedePendingRevisedQuotes(row.uuid);
        const revision = (await within.highestRevision(row.uuid)) + 1;
        await within.insertCharges(row.uuid, revision, request.lines);
        await within.insertRevisedQuote({
          bookingUuid: row.uuid,
          revision,
          state: 'pending',
          reason: request.reason,
          issuedById: session.customerId,
          issuedAt: at,
        });
        await recountWithin(tx, row, at, outside);
        const totalAfter = totalOfChargeLines(request.lines);
        return (facts, language) => ({
          kind: 'revisedQuoteIssued',
          ...facts,
          totalBefore: formatTotal(row.totalMinor, row.currency, language),
          totalAfter: formatTotal(totalAfter, row.currency, language),
          reason: request.reason,
        });
      });
    },

    /** POST /api/v2/bookings/{bookingUuid}/revised-quotes/{revisedQuoteUuid}/accept: its charges come into force. */
    async acceptRevisedQuote(
      bookingUuid: string,
      revisedQuoteUuid: string,
      session: SessionToken,
    ): Promise<{ bookingUuid: string }> {
      const found = await readableBooking(bookingUuid, session, false);
      const outside = await outsideFactsOf(found.uuid);
      await db.transaction(async (tx) => {
        const within = createBookingsRepository(tx);
        const row = await within.lockByUuid(found.uuid);
        if (!row) throw new AppError('BOOKING_NOT_FOUND');
        const revisedQuote = (await within.revisedQuotesOf(row.uuid)).find(
          (quote) => quote.uuid === revisedQuoteUuid.toLowerCase(),
        );
        if (!revisedQuote) throw new AppError('BOOKING_NOT_FOUND');
        const at = new Date(now());
        if (!(await within.acceptRevisedQuote(revisedQuote.uuid, at))) {
          throw new AppError('INVALID_STATUS_TRANSITION');
        }
        const lines = (await within.chargesOf(row.uuid)).filter((line) => line.revision === revisedQuote.revision);
        await within.update(
          row.uuid,
          { chargeRevision: revisedQuote.revision, totalMinor: totalOfChargeLines(lines) },
          at,
        );
        await recountWithin(tx, row, at, outside);
      });
      return { bookingUuid: found.uuid };
    },
  };
}

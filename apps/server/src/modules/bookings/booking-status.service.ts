// Staff's moves of a booking (docs/decisions/063-booking-lifecycle.md): its status along the allowed transitions
// (a reason where one is needed; not into processing while a revised quote waits) and its shipment references.
import {
  blocksProcessing,
  isAllowedBookingTransition,
  transitionNeedsReason,
  type BookingStatus,
  type ChangeBookingStatusRequest,
  type updateShipmentReferencesRequestSchema,
} from '@freightdesk/domain';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { SessionToken } from '../accounts/session-tokens';
import type { BookingsContext } from './bookings-context.service';
import { createBookingsRepository } from './bookings.repository';
import { staffChange } from './staff-booking-change.service';

export type UpdateShipmentReferencesRequest = z.output<typeof updateShipmentReferencesRequestSchema>;

export function bookingStatusMoves(context: BookingsContext) {
  return {
    /** POST /api/v2/staff/bookings/{bookingUuid}/status (ADR 063): an allowed move, mailed to the customer. */
    async changeStatus(bookingUuid: string, request: ChangeBookingStatusRequest, session: SessionToken) {
      const reason = request.reason === null || request.reason === '' ? null : request.reason;
      if (transitionNeedsReason(request.status) && reason === null) {
        throw new AppError('INVALID_PAYLOAD', { fieldErrors: { reason: ['validation.required'] } });
      }
      return staffChange(context, bookingUuid, session, async (tx, row, at) => {
        const from = row.status as BookingStatus;
        if (!isAllowedBookingTransition(from, request.status)) throw new AppError('INVALID_STATUS_TRANSITION');
        const within = createBookingsRepository(tx);
        if (
          request.status === 'P' &&
          blocksProcessing({ hasPendingRevisedQuote: await within.hasPendingRevisedQuote(row.uuid) })
        ) {
          throw new AppError('REVISED_QUOTE_PENDING');
        }
        await within.update(row.uuid, { status: request.status, statusReason: reason }, at);
        await within.insertStatusChange({
          bookingUuid: row.uuid,
          fromStatus: from,
          toStatus: request.status,
          reason,
          changedById: session.customerId,
          changedAt: at,
        });
        return (facts) => ({ kind: 'bookingStatusChanged', ...facts, status: request.status, reason });
      });
    },

    /** PUT /api/v2/staff/bookings/{bookingUuid}/references: vessel, voyage, MBL and container numbers. */
    async updateReferences(bookingUuid: string, request: UpdateShipmentReferencesRequest, session: SessionToken) {
      return staffChange(context, bookingUuid, session, async (tx, row, at) => {
        await createBookingsRepository(tx).update(
          row.uuid,
          {
            vessel: request.vessel || null,
            voyage: request.voyage || null,
            mblNumber: request.mblNumber || null,
            containerNumbers: request.containerNumbers,
          },
          at,
        );
        return null;
      });
    },
  };
}

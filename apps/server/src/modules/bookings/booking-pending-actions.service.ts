// A booking's pending actions (docs/decisions/063-booking-lifecycle.md): read from its parties, revised quotes,
// documents and payments, and the count kept on the booking row in step with them.
import {
  countPendingActions,
  doorAddressesNeeded,
  pendingActionsOf,
  wirePaymentFactsOf,
  type BookingDocument,
  type BookingPayment,
  type PendingAction,
} from '@freightdesk/domain';
import type { Database } from '../../db/database';
import type { BookingRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { BookingsContext, OutsideFacts } from './bookings-context.service';
import { createBookingsRepository, type BookingPartyRow, type RevisedQuoteRow } from './bookings.repository';

/** The facts of a booking's pending actions, read from its parties, revised quotes, documents and payments. */
export function pendingActionsFrom(
  row: BookingRow,
  parties: readonly BookingPartyRow[],
  revisedQuotes: readonly RevisedQuoteRow[],
  bookingDocuments: readonly BookingDocument[],
  bookingPayments: readonly BookingPayment[],
): PendingAction[] {
  const roles = new Set(parties.map((party) => party.role));
  const needed = doorAddressesNeeded(row.rate);
  // The payments module keeps the count in step by the same rule (wirePaymentFactsOf).
  const wires = bookingPayments.filter((payment) => payment.mode === 'wire');
  const wiresIn = (status: BookingPayment['status']) => wires.filter((payment) => payment.status === status).length;
  const wireFacts = wirePaymentFactsOf({
    pending: wiresIn('pending'),
    succeeded: wiresIn('succeeded'),
    replaced: wiresIn('replaced'),
  });
  return pendingActionsOf({
    hasShipper: roles.has('shipper'),
    hasConsignee: roles.has('consignee'),
    hasNotifyParty: roles.has('notifyParty'),
    needsPickupAddress: needed.pickup,
    hasPickupAddress: roles.has('pickup'),
    needsDeliveryAddress: needed.delivery,
    hasDeliveryAddress: roles.has('delivery'),
    documentCount: bookingDocuments.filter((document) => !document.systemGenerated).length,
    ...wireFacts,
    hasPendingRevisedQuote: revisedQuotes.some((quote) => quote.state === 'pending'),
    hasAcceptedRevisedQuote: revisedQuotes.some((quote) => quote.state === 'accepted'),
  });
}

/** The pending actions still open, by kind, in the product's order. */
export function pendingKindsOf(actions: readonly PendingAction[]): string[] {
  return actions.filter((action) => action.state === 'pending').map((action) => action.kind);
}

/** Recounts the booking's pending actions within `tx` (after a change there). */
export async function recountWithin(tx: Database, row: BookingRow, at: Date, outside: OutsideFacts): Promise<number> {
  const within = createBookingsRepository(tx);
  const [parties, revisedQuotes] = await Promise.all([within.partiesOf(row.uuid), within.revisedQuotesOf(row.uuid)]);
  const actions = pendingActionsFrom(row, parties, revisedQuotes, outside.documents, outside.payments);
  const pendingActionCount = countPendingActions(actions);
  const pendingActionKinds = pendingKindsOf(actions);
  if (pendingActionCount !== row.pendingActionCount || pendingActionKinds.join() !== row.pendingActionKinds.join()) {
    await within.update(row.uuid, { pendingActionCount, pendingActionKinds }, at);
  }
  return pendingActionCount;
}

export function bookingPendingActions({ db, now, outsideFactsOf }: BookingsContext) {
  return {
    /** Recounts a booking's pending actions after a fact changed elsewhere (a document uploaded, a wire received). */
    async refreshPendingActions(bookingUuid: string): Promise<number> {
      const outside = await outsideFactsOf(bookingUuid);
      return db.transaction(async (tx) => {
        const row = await createBookingsRepository(tx).lockByUuid(bookingUuid);
        if (!row) throw new AppError('BOOKING_NOT_FOUND');
        return recountWithin(tx, row, new Date(now()), outside);
      });
    },
  };
}

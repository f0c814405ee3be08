import { formatShipmentId, isCurrency, type Money } from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema';

/** What payments need of a booking: whose it is, on which brand, and what it costs (docs/decisions/065-payments.md). */
export interface PaymentBooking {
  uuid: string;
  brandId: string;
  customerId: string;
  /** The booking's total (the charge revision in force), in its currency. */
  total: Money;
  /** `SH-000123` (docs/decisions/063-booking-lifecycle.md). */
  shipmentId: string;
  customerReference: string;
  /** e.g. `FCL · Shanghai (CNSHA) → Los Angeles (USLAX)`. */
  route: string;
  /** The customer's language when booking: mails and receipts use it. */
  language: string;
}

/**
 * The payments module's own read of the bookings table (one query; the bookings module owns the table), and the
 * columns payments keep in step: the count and list of pending actions (the wire payment's action completes).
 */
export function createPaymentBookingsRepository(db: Database) {
  return {
    async byUuid(bookingUuid: string): Promise<PaymentBooking | undefined> {
      const [row] = await db
        .select({
          uuid: bookings.uuid,
          brandId: bookings.brandId,
          customerId: bookings.customerId,
          totalMinor: bookings.totalMinor,
          currency: bookings.currency,
          shipmentNumber: bookings.shipmentNumber,
          customerReference: bookings.customerReferenceId,
          mode: bookings.mode,
          origin: bookings.origin,
          destination: bookings.destination,
          language: bookings.language,
        })
        .from(bookings)
        .where(eq(bookings.uuid, bookingUuid))
        .limit(1);
      if (!row || !isCurrency(row.currency)) return undefined;
      const place = (p: typeof row.origin) => `${p.city ?? p.name} (${p.code})`;
      return {
        uuid: row.uuid,
        brandId: row.brandId,
        customerId: row.customerId,
        total: { amountMinor: row.totalMinor, currency: row.currency },
        shipmentId: formatShipmentId(row.shipmentNumber),
        customerReference: row.customerReference,
        route: `${row.mode} · ${place(row.origin)} → ${place(row.destination)}`,
        language: row.language,
      };
    },

    /**
     * The 'complete payment (wire transfer)' action became pending (true) or stopped being (false): the booking's
     * count and list of pending actions follow (the bookings module recounts both on its own changes).
     */
    async setWireActionPending(bookingUuid: string, pending: boolean, now: Date): Promise<void> {
      const kind = 'completeWirePayment';
      const kinds = bookings.pendingActionKinds;
      await db
        .update(bookings)
        .set({
          pendingActionCount: pending
            ? sql`${bookings.pendingActionCount} + 1`
            : sql`greatest(0, ${bookings.pendingActionCount} - 1)`,
          pendingActionKinds: pending
            ? sql`array_append(array_remove(${kinds}, ${kind}::text), ${kind}::text)`
            : sql`array_remove(${kinds}, ${kind}::text)`,
          updatedAt: now,
        })
        .where(eq(bookings.uuid, bookingUuid));
    },
  };
}

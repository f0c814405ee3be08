// Making a booking (docs/decisions/063-booking-lifecycle.md, 085-server-budgets-search-and-bookings.md): what is
// read before it, and the one statement that writes it with everything that goes with it.
import type { BookingAddress, BookingChargeLine } from '@freightdesk/domain';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/database-errors';
import {
  bookingCharges,
  bookingMilestoneEvents,
  bookingParties,
  bookings,
  bookingStatusChanges,
  customers,
  type NewBookingRow,
} from '../../db/schema';
import { bookingChargeRowsOf } from './booking-charge-rows';
import type { BookingCustomer } from './booking-customer';
import type { NewMilestoneEvent } from './milestone-event-row';

/** The booking a customer already made with an idempotency key. */
export interface KeyedBooking {
  uuid: string;
  shipmentNumber: number;
  requestHash: string;
}

/** What a new booking is written with: its charges as booked, parties, first status and first milestone. */
export interface NewBookingRecords {
  charges: readonly BookingChargeLine[];
  parties: readonly { role: string; party: BookingAddress }[];
  statusChange: typeof bookingStatusChanges.$inferInsert;
  milestoneEvent: NewMilestoneEvent;
}

/** An insert of another module, run as part of the booking's statement (the booking's mails). */
export type AlsoWritten = TypedQueryBuilder<undefined>;

const idempotencyConstraint = 'bookings_customer_idempotency_idx';

function prepareCustomerWithKeyedBooking(db: Database) {
  return db
    .select({
      customer: {
        id: customers.id,
        email: customers.email,
        contactName: customers.contactName,
        contactSurname: customers.contactSurname,
        preferredLanguage: customers.preferredLanguage,
        hasPassword: sql<boolean>`${customers.passwordHash} is not null`.mapWith(Boolean),
      },
      earlier: { uuid: bookings.uuid, shipmentNumber: bookings.shipmentNumber, requestHash: bookings.requestHash },
    })
    .from(customers)
    .leftJoin(
      bookings,
      and(eq(bookings.customerId, customers.id), eq(bookings.idempotencyKey, sql.placeholder('idempotencyKey'))),
    )
    .where(eq(customers.id, sql.placeholder('customerId')))
    .limit(1)
    .prepare('booking_customer_and_key');
}

export function createNewBookingRepository(db: Database) {
  let customerWithKeyedBooking: ReturnType<typeof prepareCustomerWithKeyedBooking> | undefined;
  return {
    /** The customer and the booking they made with this idempotency key, if any: one statement. */
    async customerAndKeyedBooking(
      customerId: string,
      idempotencyKey: string,
    ): Promise<{ customer?: BookingCustomer; earlier?: KeyedBooking }> {
      customerWithKeyedBooking ??= prepareCustomerWithKeyedBooking(db);
      const [row] = await customerWithKeyedBooking.execute({ customerId, idempotencyKey });
      return { ...(row ? { customer: row.customer } : {}), ...(row?.earlier ? { earlier: row.earlier } : {}) };
    },

    /** The next shipment number of the bookings' sequence (taken once a request is found valid). */
    async nextShipmentNumber(): Promise<number> {
      const result = (await db.execute(
        sql`select nextval(pg_get_serial_sequence(${getTableName(bookings)}, ${bookings.shipmentNumber.name})) as n`,
      )) as unknown as { rows: { n: string | number }[] };
      const next = Number(result.rows[0]?.n);
      if (!Number.isSafeInteger(next)) throw new Error('the shipment number sequence answered no number');
      return next;
    },

    /**
     * Writes the booking, its records and `alsoWritten` in ONE statement (data-modifying WITH queries): all of
     * it or, on any failure, nothing, in one round trip. False when the customer's idempotency key is taken
     * (another request with that key made its booking first); nothing is written then either.
     */
    async insertBooking(
      row: NewBookingRow & { shipmentNumber: number },
      records: NewBookingRecords,
      alsoWritten: readonly AlsoWritten[],
    ): Promise<boolean> {
      const writes = [
        records.charges.length === 0
          ? undefined
          : db.insert(bookingCharges).values(bookingChargeRowsOf(row.uuid, 0, records.charges)),
        records.parties.length === 0
          ? undefined
          : db
              .insert(bookingParties)
              .values(records.parties.map((party) => ({ bookingUuid: row.uuid, ...party, updatedAt: row.createdAt }))),
        db.insert(bookingStatusChanges).values(records.statusChange),
        db.insert(bookingMilestoneEvents).values(records.milestoneEvent),
        ...alsoWritten,
      ]
        .filter((write) => write !== undefined)
        .map((write, index) => db.$with(`written_${index}`).as(write));
      try {
        await db
          .with(...writes)
          .insert(bookings)
          .values(row);
        return true;
      } catch (error) {
        if (isUniqueViolation(error, idempotencyConstraint)) return false;
        throw error;
      }
    },
  };
}

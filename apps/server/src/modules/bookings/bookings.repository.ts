import type { BookingAddress, BookingChargeLine } from '@freightdesk/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { escapeLike } from '../../db/escape-like';
import { bookingChargeRowsOf } from './booking-charge-rows';
import type { BookingCustomer } from './booking-customer';
import { summaryColumns, type BookingSummaryRow } from './booking-summary-columns';
import type { NewMilestoneEvent } from './milestone-event-row';
import {
  bookingCharges,
  bookingMilestoneEvents,
  bookingParties,
  bookingRevisedQuotes,
  bookings,
  bookingStatusChanges,
  customers,
  type BookingRow,
} from '../../db/schema';

export type BookingPartyRow = typeof bookingParties.$inferSelect;
export type MilestoneEventRow = typeof bookingMilestoneEvents.$inferSelect;
export type RevisedQuoteRow = typeof bookingRevisedQuotes.$inferSelect;

export interface StoredChargeLine extends BookingChargeLine {
  revision: number;
}

export interface BookingListFilter {
  /** A customer's own bookings, or (staff) every booking of a brand. */
  whose: { customerId: string } | { brandId: string };
  status?: string | undefined;
  mode?: string | undefined;
  /** Lower-cased text: a booking uuid prefix or part of the customer's reference. */
  search?: string | undefined;
  /** Digits to find inside the six-digit shipment number (the search was a shipment id). */
  shipmentDigits?: string | null | undefined;
  needsAction?: boolean | undefined;
  limit: number;
  offset: number;
}

export interface BookingWithHistory extends BookingRow {
  history: {
    charges: StoredChargeLine[];
    parties: BookingPartyRow[];
    milestoneEvents: MilestoneEventRow[];
    revisedQuotes: RevisedQuoteRow[];
  };
  /** The other modules' parts' values, for their `factsOf`. */
  outside: { documents: unknown; payments: unknown };
}

function storedChargeLineOf(row: typeof bookingCharges.$inferSelect): StoredChargeLine {
  return {
    revision: row.revision,
    group: row.chargeGroup,
    code: row.code,
    name: row.name,
    ...(row.label === null ? {} : { label: row.label }),
    quantity: Number(row.quantity),
    amountMinor: row.amountMinor,
    currency: row.currency as BookingChargeLine['currency'],
  };
}

const noDetailsParts: DetailsParts = {
  documents: { subquery: () => sql`null` },
  payments: { subquery: () => sql`null` },
};

function prepareCustomerById(db: Database) {
  return db
    .select({
      id: customers.id,
      email: customers.email,
      contactName: customers.contactName,
      contactSurname: customers.contactSurname,
      preferredLanguage: customers.preferredLanguage,
      hasPassword: sql<boolean>`${customers.passwordHash} is not null`.mapWith(Boolean),
    })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('customerId')))
    .limit(1)
    .prepare('booking_customer');
}

function prepareBookingByKey(db: Database) {
  return db
    .select({ uuid: bookings.uuid, shipmentNumber: bookings.shipmentNumber, requestHash: bookings.requestHash })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, sql.placeholder('customerId')),
        eq(bookings.idempotencyKey, sql.placeholder('idempotencyKey')),
      ),
    )
    .limit(1)
    .prepare('booking_by_idempotency_key');
}

/**
 * Another module's facts about a booking, read in the details call's one statement (ADR 085): the owning module
 * builds the subquery on its own tables (one JSON value for the booking whose uuid is given) and turns that value
 * into its facts. The bookings module places the subquery in its statement and never names those tables.
 */
export interface DetailsStatementPart<Facts> {
  subquery(bookingUuid: Placeholder): SQLWrapper;
  factsOf(value: unknown): Promise<Facts>;
}

/** The other modules' parts of the details statement: the documents' and the payments'. */
export interface DetailsParts {
  documents: Pick<DetailsStatementPart<unknown>, 'subquery'>;
  payments: Pick<DetailsStatementPart<unknown>, 'subquery'>;
}

function prepareBookingWithHistory(db: Database, parts: DetailsParts) {
  const uuid = sql.placeholder('uuid');
  return db.query.bookings
    .findFirst({
      where: eq(bookings.uuid, uuid),
      // Placed as they are: the parts' subqueries are built on their modules' tables, not on the booking's alias.
      extras: {
        documents: sql<unknown>`(${parts.documents.subquery(uuid)})`.as('documents'),
        payments: sql<unknown>`(${parts.payments.subquery(uuid)})`.as('payments'),
      },
      with: {
        charges: { orderBy: [asc(bookingCharges.revision), asc(bookingCharges.position)] },
        parties: true,
        milestoneEvents: { orderBy: [asc(bookingMilestoneEvents.recordedAt)] },
        revisedQuotes: { orderBy: [asc(bookingRevisedQuotes.issuedAt)] },
      },
    })
    .prepare('booking_with_history');
}

/**
 * The booking tables (docs/decisions/063-booking-lifecycle.md). Every method works on the handle it
 * was made with: the database, or a transaction (`createBookingsRepository(tx)`).
 */
export function createBookingsRepository(db: Database, parts: DetailsParts = noDetailsParts) {
  // The reads of every booking call, prepared on first use (prepared statements on PostgreSQL: built once).
  let customerById: ReturnType<typeof prepareCustomerById> | undefined;
  let bookingByKey: ReturnType<typeof prepareBookingByKey> | undefined;
  let bookingWithHistory: ReturnType<typeof prepareBookingWithHistory> | undefined;
  return {
    async customer(customerId: string): Promise<BookingCustomer | undefined> {
      customerById ??= prepareCustomerById(db);
      const [row] = await customerById.execute({ customerId });
      return row;
    },

    async findByIdempotencyKey(customerId: string, idempotencyKey: string) {
      bookingByKey ??= prepareBookingByKey(db);
      const [row] = await bookingByKey.execute({ customerId, idempotencyKey });
      return row;
    },

    async insertCharges(bookingUuid: string, revision: number, lines: readonly BookingChargeLine[]): Promise<void> {
      if (lines.length > 0) await db.insert(bookingCharges).values(bookingChargeRowsOf(bookingUuid, revision, lines));
    },

    async upsertParty(bookingUuid: string, role: string, party: BookingAddress, updatedAt: Date): Promise<void> {
      await db
        .insert(bookingParties)
        .values({ bookingUuid, role, party, updatedAt })
        .onConflictDoUpdate({ target: [bookingParties.bookingUuid, bookingParties.role], set: { party, updatedAt } });
    },

    async insertStatusChange(row: typeof bookingStatusChanges.$inferInsert): Promise<void> {
      await db.insert(bookingStatusChanges).values(row);
    },

    async insertMilestoneEvent(row: NewMilestoneEvent): Promise<void> {
      await db.insert(bookingMilestoneEvents).values(row);
    },

    async findByUuid(uuid: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.uuid, uuid)).limit(1);
      return row;
    },

    /** The booking, locked until the transaction ends (staff moves and customer updates run one at a time). */
    async lockByUuid(uuid: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.uuid, uuid)).limit(1).for('update');
      return row;
    },

    /**
     * The booking with its charges (every revision, in revision and position order), parties, milestone events
     * and revised quotes (in the order they happened), and the other modules' parts (its documents and payments):
     * one statement, for the details call.
     */
    async findWithHistory(uuid: string): Promise<BookingWithHistory | undefined> {
      bookingWithHistory ??= prepareBookingWithHistory(db, parts);
      const found = await bookingWithHistory.execute({ uuid });
      if (!found) return undefined;
      const { charges, parties, milestoneEvents, revisedQuotes, documents, payments, ...row } = found;
      return {
        ...row,
        history: { charges: charges.map(storedChargeLineOf), parties, milestoneEvents, revisedQuotes },
        outside: { documents, payments },
      };
    },

    /** Every charge line of every revision, in revision and position order. */
    async chargesOf(bookingUuid: string): Promise<StoredChargeLine[]> {
      const rows = await db
        .select()
        .from(bookingCharges)
        .where(eq(bookingCharges.bookingUuid, bookingUuid))
        .orderBy(asc(bookingCharges.revision), asc(bookingCharges.position));
      return rows.map(storedChargeLineOf);
    },

    async highestRevision(bookingUuid: string): Promise<number> {
      const [row] = await db
        .select({ revision: sql<number>`coalesce(max(${bookingCharges.revision}), 0)`.mapWith(Number) })
        .from(bookingCharges)
        .where(eq(bookingCharges.bookingUuid, bookingUuid));
      return row?.revision ?? 0;
    },

    async partiesOf(bookingUuid: string): Promise<BookingPartyRow[]> {
      return db.select().from(bookingParties).where(eq(bookingParties.bookingUuid, bookingUuid));
    },

    async milestoneEventsOf(bookingUuids: readonly string[]): Promise<MilestoneEventRow[]> {
      if (bookingUuids.length === 0) return [];
      return db
        .select()
        .from(bookingMilestoneEvents)
        .where(inArray(bookingMilestoneEvents.bookingUuid, [...bookingUuids]))
        .orderBy(asc(bookingMilestoneEvents.recordedAt));
    },

    async revisedQuotesOf(bookingUuid: string): Promise<RevisedQuoteRow[]> {
      return db
        .select()
        .from(bookingRevisedQuotes)
        .where(eq(bookingRevisedQuotes.bookingUuid, bookingUuid))
        .orderBy(asc(bookingRevisedQuotes.issuedAt));
    },

    async supersedePendingRevisedQuotes(bookingUuid: string): Promise<void> {
      await db
        .update(bookingRevisedQuotes)
        .set({ state: 'superseded' })
        .where(and(eq(bookingRevisedQuotes.bookingUuid, bookingUuid), eq(bookingRevisedQuotes.state, 'pending')));
    },

    async insertRevisedQuote(row: typeof bookingRevisedQuotes.$inferInsert): Promise<void> {
      await db.insert(bookingRevisedQuotes).values(row);
    },

    /** Accepts the revised quote if it is still pending; false otherwise. */
    async acceptRevisedQuote(uuid: string, acceptedAt: Date): Promise<boolean> {
      const updated = await db
        .update(bookingRevisedQuotes)
        .set({ state: 'accepted', acceptedAt })
        .where(and(eq(bookingRevisedQuotes.uuid, uuid), eq(bookingRevisedQuotes.state, 'pending')))
        .returning({ uuid: bookingRevisedQuotes.uuid });
      return updated.length > 0;
    },

    async update(
      uuid: string,
      changes: Partial<
        Pick<
          BookingRow,
          | 'status'
          | 'statusReason'
          | 'pendingActionCount'
          | 'pendingActionKinds'
          | 'etd'
          | 'eta'
          | 'chargeRevision'
          | 'totalMinor'
          | 'vessel'
          | 'voyage'
          | 'mblNumber'
          | 'containerNumbers'
        >
      >,
      updatedAt: Date,
    ): Promise<void> {
      await db
        .update(bookings)
        .set({ ...changes, updatedAt })
        .where(eq(bookings.uuid, uuid));
    },

    /** My bookings (or a brand's, for staff): newest first, one page, and how many match. */
    async list(filter: BookingListFilter): Promise<{ rows: BookingSummaryRow[]; total: number }> {
      const search = filter.search;
      const searchCondition: SQL | undefined =
        search === undefined
          ? undefined
          : or(
              sql`${bookings.uuid}::text like ${`${escapeLike(search)}%`}`,
              ilike(bookings.customerReferenceId, `%${escapeLike(search)}%`),
              filter.shipmentDigits
                ? sql`lpad(${bookings.shipmentNumber}::text, 6, '0') like ${`%${filter.shipmentDigits}%`}`
                : undefined,
            );
      const where = and(
        'customerId' in filter.whose
          ? eq(bookings.customerId, filter.whose.customerId)
          : eq(bookings.brandId, filter.whose.brandId),
        filter.status ? eq(bookings.status, filter.status) : undefined,
        filter.mode ? eq(bookings.mode, filter.mode) : undefined,
        filter.needsAction === undefined
          ? undefined
          : filter.needsAction
            ? sql`${bookings.pendingActionCount} > 0`
            : eq(bookings.pendingActionCount, 0),
        searchCondition,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(bookings)
          .where(where)
          .orderBy(desc(bookings.createdAt), desc(bookings.shipmentNumber))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(bookings).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Bookings whose revised quote still waits (for the status move's check). */
    async hasPendingRevisedQuote(bookingUuid: string): Promise<boolean> {
      const [row] = await db
        .select({ uuid: bookingRevisedQuotes.uuid })
        .from(bookingRevisedQuotes)
        .where(and(eq(bookingRevisedQuotes.bookingUuid, bookingUuid), eq(bookingRevisedQuotes.state, 'pending')))
        .limit(1);
      return row !== undefined;
    },

    async statusChangesOf(bookingUuid: string) {
      return db
        .select()
        .from(bookingStatusChanges)
        .where(eq(bookingStatusChanges.bookingUuid, bookingUuid))
        .orderBy(asc(bookingStatusChanges.changedAt));
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;

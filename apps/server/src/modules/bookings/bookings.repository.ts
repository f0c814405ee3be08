import type { BookingAddress, BookingChargeLine } from '@freightdesk/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookingChargeRowsOf } from './booking-charge-rows';
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

/** The list's columns: a summary per booking, never the frozen rate. */
const summaryColumns = {
  uuid: bookings.uuid,
  shipmentNumber: bookings.shipmentNumber,
  customerReferenceId: bookings.customerReferenceId,
  status: bookings.status,
  mode: bookings.mode,
  origin: bookings.origin,
  destination: bookings.destination,
  createdAt: bookings.createdAt,
  totalMinor: bookings.totalMinor,
  currency: bookings.currency,
  pendingActionCount: bookings.pendingActionCount,
};
export type BookingSummaryRow = Pick<BookingRow, keyof typeof summaryColumns>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The console's list of a brand's bookings (ADR 077): every filter optional, one sort. */
export interface StaffBookingListFilter {
  brandId: string;
  status?: string | undefined;
  mode?: string | undefined;
  /** Lower-cased text: a shipment id or a booking uuid prefix. */
  search?: string | undefined;
  shipmentDigits?: string | null | undefined;
  /** A customer's id, or part of their e-mail, name or company. */
  customer?: string | undefined;
  origin?: string | undefined;
  destination?: string | undefined;
  bookedFrom?: string | undefined;
  bookedTo?: string | undefined;
  readyFrom?: string | undefined;
  readyTo?: string | undefined;
  etdFrom?: string | undefined;
  etdTo?: string | undefined;
  etaFrom?: string | undefined;
  etaTo?: string | undefined;
  /** `any` pending action, `none`, or one kind still pending. */
  pendingAction?: string | undefined;
  sort: { key: 'bookedOn' | 'shipmentId' | 'cargoReady' | 'etd' | 'eta' | 'total' | 'status'; descending: boolean };
  limit: number;
  offset: number;
}

const staffSummaryColumns = {
  ...summaryColumns,
  customerId: bookings.customerId,
  cargoReadyDate: bookings.cargoReadyDate,
  etd: bookings.etd,
  eta: bookings.eta,
  pendingActionKinds: bookings.pendingActionKinds,
  customerEmail: customers.email,
  customerName: customers.contactName,
  customerSurname: customers.contactSurname,
  customerCompany: customers.legalName,
};
export type StaffBookingSummaryRow = Pick<
  BookingRow,
  keyof typeof summaryColumns | 'customerId' | 'cargoReadyDate' | 'etd' | 'eta' | 'pendingActionKinds'
> & {
  customerEmail: string;
  customerName: string;
  customerSurname: string | null;
  customerCompany: string | null;
};

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const dayMs = 24 * 60 * 60 * 1000;
const uuidTemplate = '00000000-0000-0000-0000-000000000000';

/**
 * The uuids starting with `prefix` as a range of the primary key (so the index finds them), or
 * undefined when the text cannot start a uuid.
 */
function uuidPrefixRange(prefix: string): { low: string; high: string } | undefined {
  if (!/^[0-9a-f-]+$/.test(prefix) || prefix.length > 36) return undefined;
  const fill = (digit: string) =>
    prefix + [...uuidTemplate.slice(prefix.length)].map((character) => (character === '-' ? '-' : digit)).join('');
  const low = fill('0');
  const high = fill('f');
  return uuidShape.test(low) && uuidShape.test(high) ? { low, high } : undefined;
}

/** A place filter: its code or country exactly, or the start of its city or name. */
function placeMatches(column: AnyColumn, text: string): SQL {
  const upper = text.toUpperCase();
  const start = `${escapeLike(text)}%`;
  return sql`(${column}->>'code' = ${upper} or ${column}->>'countryIsoCode' = ${upper}
    or ${column}->>'city' ilike ${start} or ${column}->>'name' ilike ${start})`;
}

function staffListWhere(filter: Omit<StaffBookingListFilter, 'sort' | 'limit' | 'offset'>): SQL | undefined {
  const search = filter.search;
  let searchCondition: SQL | undefined;
  if (search !== undefined) {
    const range = uuidPrefixRange(search);
    const digits = filter.shipmentDigits;
    searchCondition = or(
      range ? sql`${bookings.uuid} between ${range.low}::uuid and ${range.high}::uuid` : undefined,
      digits
        ? or(
            digits.length <= 9 ? eq(bookings.shipmentNumber, Number(digits)) : undefined,
            sql`lpad(${bookings.shipmentNumber}::text, 6, '0') like ${`%${digits}%`}`,
          )
        : undefined,
    );
    // Neither a uuid prefix nor a shipment id: nothing matches.
    searchCondition ??= sql`false`;
  }
  let customerCondition: SQL | undefined;
  if (filter.customer !== undefined) {
    const text = filter.customer.toLowerCase();
    const part = `%${escapeLike(text)}%`;
    customerCondition = uuidShape.test(text)
      ? eq(bookings.customerId, text)
      : or(
          ilike(customers.email, part),
          sql`(${customers.contactName} || ' ' || coalesce(${customers.contactSurname}, '')) ilike ${part}`,
          ilike(customers.legalName, part),
        );
  }
  const pending = filter.pendingAction;
  return and(
    eq(bookings.brandId, filter.brandId),
    filter.status ? eq(bookings.status, filter.status) : undefined,
    filter.mode ? eq(bookings.mode, filter.mode) : undefined,
    searchCondition,
    customerCondition,
    filter.origin ? placeMatches(bookings.origin, filter.origin) : undefined,
    filter.destination ? placeMatches(bookings.destination, filter.destination) : undefined,
    // Booked-on days are whole days in UTC: from the day's start to the next day's start.
    filter.bookedFrom ? gte(bookings.createdAt, new Date(`${filter.bookedFrom}T00:00:00Z`)) : undefined,
    filter.bookedTo ? lt(bookings.createdAt, new Date(Date.parse(`${filter.bookedTo}T00:00:00Z`) + dayMs)) : undefined,
    filter.readyFrom ? gte(bookings.cargoReadyDate, filter.readyFrom) : undefined,
    filter.readyTo ? lte(bookings.cargoReadyDate, filter.readyTo) : undefined,
    filter.etdFrom ? gte(bookings.etd, filter.etdFrom) : undefined,
    filter.etdTo ? lte(bookings.etd, filter.etdTo) : undefined,
    filter.etaFrom ? gte(bookings.eta, filter.etaFrom) : undefined,
    filter.etaTo ? lte(bookings.eta, filter.etaTo) : undefined,
    pending === undefined
      ? undefined
      : pending === 'any'
        ? sql`${bookings.pendingActionCount} > 0`
        : pending === 'none'
          ? eq(bookings.pendingActionCount, 0)
          : sql`${bookings.pendingActionKinds} @> array[${pending}]::text[]`,
  );
}

const staffSortColumns = {
  bookedOn: bookings.createdAt,
  shipmentId: bookings.shipmentNumber,
  cargoReady: bookings.cargoReadyDate,
  etd: bookings.etd,
  eta: bookings.eta,
  total: bookings.totalMinor,
  status: bookings.status,
} as const;

export interface BookingWithHistory extends BookingRow {
  history: {
    charges: StoredChargeLine[];
    parties: BookingPartyRow[];
    milestoneEvents: MilestoneEventRow[];
    revisedQuotes: RevisedQuoteRow[];
  };
}

function storedChargeLineOf(row: typeof bookingCharges.$inferSelect): StoredChargeLine {
  return {
    revision: row.revision,
    group: row.chargeGroup,
    code: row.code,
    name: row.name,
    quantity: Number(row.quantity),
    amountMinor: row.amountMinor,
    currency: row.currency as BookingChargeLine['currency'],
  };
}

/** A customer as booking needs them: who to mail, in which language, and whether they have a password. */
export interface BookingCustomer {
  id: string;
  email: string;
  contactName: string;
  contactSurname: string | null;
  preferredLanguage: string;
  hasPassword: boolean;
}

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

function prepareBookingWithHistory(db: Database) {
  return db.query.bookings
    .findFirst({
      where: eq(bookings.uuid, sql.placeholder('uuid')),
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
export function createBookingsRepository(db: Database) {
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
     * and revised quotes (in the order they happened): one query, for the details call.
     */
    async findWithHistory(uuid: string): Promise<BookingWithHistory | undefined> {
      bookingWithHistory ??= prepareBookingWithHistory(db);
      const found = await bookingWithHistory.execute({ uuid });
      if (!found) return undefined;
      const { charges, parties, milestoneEvents, revisedQuotes, ...row } = found;
      return { ...row, history: { charges: charges.map(storedChargeLineOf), parties, milestoneEvents, revisedQuotes } };
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

    /**
     * The console's list of a brand's bookings (ADR 077): one page with each booking's customer (one
     * join, no query per row), and how many match. Undated bookings sort last either way.
     */
    async staffList(filter: StaffBookingListFilter): Promise<{ rows: StaffBookingSummaryRow[]; total: number }> {
      const where = staffListWhere(filter);
      const column = staffSortColumns[filter.sort.key];
      const direction = filter.sort.descending ? sql`desc` : sql`asc`;
      const [rows, [counted]] = await Promise.all([
        db
          .select(staffSummaryColumns)
          .from(bookings)
          .innerJoin(customers, eq(customers.id, bookings.customerId))
          .where(where)
          // Only the estimated dates may be missing: they sort last either way. The other columns keep the plain
          // order, which their (brand_id, column) indexes give without sorting (ADR 077).
          .orderBy(
            filter.sort.key === 'etd' || filter.sort.key === 'eta'
              ? sql`${column} ${direction} nulls last`
              : sql`${column} ${direction}`,
            desc(bookings.shipmentNumber),
          )
          .limit(filter.limit)
          .offset(filter.offset),
        filter.customer === undefined
          ? db.select({ total: count() }).from(bookings).where(where)
          : db
              .select({ total: count() })
              .from(bookings)
              .innerJoin(customers, eq(customers.id, bookings.customerId))
              .where(where),
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

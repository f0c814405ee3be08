// The staff console's list of a brand's bookings (docs/decisions/077-staff-shipments.md): every filter optional, one
// sort, each booking with its customer.
import { and, count, desc, eq, gte, ilike, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { escapeLike } from '../../db/escape-like';
import { bookings, customers, type BookingRow } from '../../db/schema';
import { summaryColumns } from './booking-summary-columns';

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

export function createStaffBookingsRepository(db: Database) {
  return {
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
  };
}

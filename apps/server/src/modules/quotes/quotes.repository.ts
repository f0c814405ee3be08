import { quoteTypeCodesForFilter, type MyQuotesTypeFilter } from '@freightdesk/domain';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { escapeLike } from '../../db/escape-like';
import { quoteShares, quotes, type StoredRate } from '../../db/schema';

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;

/** What a later rate source changes on a quote. */
export type QuotePricingUpdate = Pick<
  QuoteRow,
  | 'quoteTypeCode'
  | 'isPartial'
  | 'pricedRouteKind'
  | 'rates'
  | 'chargeItems'
  | 'exchangeRates'
  | 'unpricedServices'
  | 'noInstantQuoteReason'
  | 'salesRequestUuid'
  | 'validUntil'
  | 'stage'
>;

export interface QuoteListFilter {
  customerId: string;
  savedOnly: boolean;
  shipmentType?: string;
  /** Prefix of the end's code, city or country code. */
  origin?: string;
  destination?: string;
  /** default: the customer's own and those shared with them; shared: those only; else own quotes of that type. */
  quoteType: MyQuotesTypeFilter;
  limit: number;
  offset: number;
}

/** The list's columns: a summary per quote, never the rates themselves. */
const summaryColumns = {
  uuid: quotes.uuid,
  shipmentType: quotes.shipmentType,
  quoteTypeCode: quotes.quoteTypeCode,
  /** Shared with the customer by someone else (docs/decisions/059-quote-sharing.md). */
  isShared: sql<boolean>`(${quotes.isShared} or ${quoteShares.recipientId} is not null)`.mapWith(Boolean),
  search: quotes.search,
  currency: quotes.currency,
  isCompleted: quotes.isCompleted,
  validUntil: quotes.validUntil,
  createdAt: quotes.createdAt,
  /** A shared quote is in the recipient's My quotes from the day it was shared. */
  savedOn: sql<Date | null>`coalesce(${quoteShares.sharedAt}, ${quotes.savedOn})`.mapWith((value: unknown) =>
    value === null ? null : new Date(value as string),
  ),
  rateCount: sql<number>`json_array_length(${quotes.rates})`.mapWith(Number),
  lowestTotal: sql<unknown>`(select min((rate -> 'total' ->> 'total')::bigint)
      from json_array_elements(${quotes.rates}) rate)`.mapWith((value: unknown) =>
    value === null ? null : Number(value),
  ),
};
export type QuoteSummaryRow = Pick<
  QuoteRow,
  | 'uuid'
  | 'shipmentType'
  | 'quoteTypeCode'
  | 'isShared'
  | 'search'
  | 'currency'
  | 'isCompleted'
  | 'validUntil'
  | 'createdAt'
  | 'savedOn'
> & {
  rateCount: number;
  /** The cheapest rate's total (minor units of `currency`); null without rates. */
  lowestTotal: number | null;
};

function endMatches(code: AnyPgColumn, city: AnyPgColumn, country: AnyPgColumn, text: string): SQL | undefined {
  const prefix = `${escapeLike(text)}%`;
  return or(ilike(code, prefix), ilike(city, prefix), ilike(country, prefix));
}

/** A quote with one of its rates (the JSON array filtered in the database: a quote holds every rate). */
function prepareQuoteWithOneRate(db: Database) {
  const oneRate = sql<StoredRate[]>`coalesce((select json_agg(rate) from json_array_elements(${quotes.rates}) as rate
    where rate->>'uuid' = ${sql.placeholder('rateUuid')}), '[]'::json)`.mapWith((value: unknown) =>
    typeof value === 'string' ? JSON.parse(value) : value,
  );
  return db
    .select({ ...getTableColumns(quotes), rates: oneRate })
    .from(quotes)
    .where(eq(quotes.uuid, sql.placeholder('uuid')))
    .limit(1)
    .prepare('quote_with_one_rate');
}

/** What an insert leaves to its defaults (the prepared insert names every column). */
const insertDefaults = {
  customerId: null,
  createdByGuest: false,
  originCity: null,
  destinationCity: null,
  isShared: false,
  isPartial: false,
  pricedRouteKind: null,
  noInstantQuoteReason: null,
  salesRequestUuid: null,
  stage: 1,
  isCompleted: false,
  completedAt: null,
  savedOn: null,
} satisfies Partial<QuoteRow>;

export type QuoteInsert = Omit<QuoteRow, keyof typeof insertDefaults> &
  Partial<Pick<QuoteRow, keyof typeof insertDefaults>>;

export function createQuotesRepository(db: Database) {
  // Every search writes a quote: the insert is built once and prepared (a named statement on
  // PostgreSQL), not rebuilt from the table's columns on each call.
  // Drizzle encodes a placeholder's value even when it is null, which its timestamp encoder
  // cannot: the nullable timestamps go in as ISO text (or null) through raw placeholders.
  const quoteColumnNames = Object.keys(getTableColumns(quotes)) as (keyof QuoteRow)[];
  const rawPlaceholderColumns = new Set<keyof QuoteRow>(['completedAt', 'savedOn']);
  const insertQuote = db
    .insert(quotes)
    .values(
      Object.fromEntries(
        quoteColumnNames.map((name) => [
          name,
          rawPlaceholderColumns.has(name) ? sql`${sql.placeholder(name)}` : sql.placeholder(name),
        ]),
      ) as unknown as NewQuoteRow,
    )
    .prepare('insert_quote');
  // A booking's read, prepared on first use.
  let quoteWithOneRate: ReturnType<typeof prepareQuoteWithOneRate> | undefined;

  return {
    async insert(row: QuoteInsert): Promise<void> {
      const complete: QuoteRow = { ...insertDefaults, ...row };
      await insertQuote.execute({
        ...complete,
        completedAt: complete.completedAt?.toISOString() ?? null,
        savedOn: complete.savedOn?.toISOString() ?? null,
      });
    },

    async findByUuid(uuid: string): Promise<QuoteRow | undefined> {
      const [row] = await db.select().from(quotes).where(eq(quotes.uuid, uuid)).limit(1);
      return row;
    },

    /** The quote with only the rate `rateUuid` in its rates (none when it has no such rate): a booking's read. */
    async findByUuidWithOneRate(uuid: string, rateUuid: string): Promise<QuoteRow | undefined> {
      quoteWithOneRate ??= prepareQuoteWithOneRate(db);
      const [row] = await quoteWithOneRate.execute({ uuid, rateUuid });
      return row;
    },

    /** Applies a later source's answer unless the quote is already complete; true when it did. */
    async complete(uuid: string, update: QuotePricingUpdate, completedAt: Date): Promise<boolean> {
      const updated = await db
        .update(quotes)
        .set({ ...update, isCompleted: true, completedAt })
        .where(and(eq(quotes.uuid, uuid), eq(quotes.isCompleted, false)))
        .returning({ uuid: quotes.uuid });
      return updated.length > 0;
    },

    /** Saves (a date) or unsaves (null); a guest's quote becomes the saver's. False when not found or not theirs. */
    async setSaved(uuid: string, customerId: string, savedOn: Date | null): Promise<boolean> {
      const updated = await db
        .update(quotes)
        .set({ savedOn, customerId })
        .where(and(eq(quotes.uuid, uuid), or(eq(quotes.customerId, customerId), sql`${quotes.customerId} is null`)))
        .returning({ uuid: quotes.uuid });
      return updated.length > 0;
    },

    async list(filter: QuoteListFilter): Promise<{ rows: QuoteSummaryRow[]; total: number }> {
      const isSharedWithCustomer = isNotNull(quoteShares.recipientId);
      const own = and(
        eq(quotes.customerId, filter.customerId),
        filter.savedOnly ? isNotNull(quotes.savedOn) : undefined,
      );
      const typeCodes = quoteTypeCodesForFilter(filter.quoteType);
      const whose =
        filter.quoteType === 'shared'
          ? isSharedWithCustomer
          : typeCodes === null
            ? or(own, isSharedWithCustomer)
            : and(own, isNull(quoteShares.recipientId), inArray(quotes.quoteTypeCode, [...typeCodes]));
      const where = and(
        whose,
        filter.shipmentType ? eq(quotes.shipmentType, filter.shipmentType) : undefined,
        filter.origin
          ? endMatches(quotes.originCode, quotes.originCity, quotes.originCountryIsoCode, filter.origin)
          : undefined,
        filter.destination
          ? endMatches(
              quotes.destinationCode,
              quotes.destinationCity,
              quotes.destinationCountryIsoCode,
              filter.destination,
            )
          : undefined,
      );
      // At most one share per quote and recipient (its primary key): the join never repeats a quote.
      const sharedWithCustomer = and(
        eq(quoteShares.quoteUuid, quotes.uuid),
        eq(quoteShares.recipientId, filter.customerId),
      );
      const savedOrShared = sql`coalesce(${quoteShares.sharedAt}, ${quotes.savedOn})`;
      const order = filter.savedOnly ? [desc(savedOrShared), desc(quotes.createdAt)] : [desc(quotes.createdAt)];
      const [rows, [totals]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(quotes)
          .leftJoin(quoteShares, sharedWithCustomer)
          .where(where)
          .orderBy(...order)
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(quotes).leftJoin(quoteShares, sharedWithCustomer).where(where),
      ]);
      return { rows: rows as QuoteSummaryRow[], total: totals?.total ?? 0 };
    },
  };
}

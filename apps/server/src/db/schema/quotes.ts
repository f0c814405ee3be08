import type { AppliedExchangeRate, CargoSearch, PricedChargeItem, Rate } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts';

/** A stored rate: its charge groups are its billing lines regrouped, rebuilt on read. */
export type StoredRate = Omit<Rate, 'charges'>;

/** A quote's billing lines: lines that several rates share (the same pickup, the same terminal charges) kept once. */
export interface StoredChargeItems {
  lines: PricedChargeItem[];
  /** Per rate uuid, the positions in `lines` of its billing lines, in order. */
  linesByRate: Record<string, number[]>;
}

/** Rows written before the shared-lines form kept each rate's lines whole. */
export type LegacyChargeItems = Record<string, PricedChargeItem[]>;

/**
 * A quote: the search as asked and its priced rates as a snapshot (rates, billing lines and the
 * exchange rates used, in `currency`, internal-only fields included: they are removed when a
 * customer reads it). `is_completed` turns true when every rate source has answered; `stage`
 * counts the sources that have. Anonymous quotes have no customer and are read by their uuid.
 * The priced parts are kept in their smallest exact form (see modules/quotes/stored-quote-parts.ts)
 * and are `json` (stored as written), not `jsonb`: they are written whole and read
 * whole, never queried inside except for the list's cheapest total, and parsing them into
 * jsonb on every write cost more than that one query saves.
 */
export const quotes = pgTable(
  'quotes',
  {
    uuid: uuid('uuid').primaryKey(),
    brandId: text('brand_id').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Asked for by a guest: its link reads it, even once a customer has saved it (ADR 053). */
    createdByGuest: boolean('created_by_guest').notNull().default(false),
    shipmentType: text('shipment_type').notNull(),
    originCode: text('origin_code').notNull(),
    originCity: text('origin_city'),
    originCountryIsoCode: text('origin_country_iso_code').notNull(),
    destinationCode: text('destination_code').notNull(),
    destinationCity: text('destination_city'),
    destinationCountryIsoCode: text('destination_country_iso_code').notNull(),
    search: jsonb('search').$type<CargoSearch>().notNull(),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    quoteTypeCode: text('quote_type_code').notNull(),
    /** Shared with this customer by someone else (My quotes "shared" filter). */
    isShared: boolean('is_shared').notNull().default(false),
    isPartial: boolean('is_partial').notNull().default(false),
    requestedRouteKind: text('requested_route_kind').notNull(),
    pricedRouteKind: text('priced_route_kind'),
    rates: json('rates').$type<StoredRate[]>().notNull(),
    chargeItems: json('charge_items').$type<StoredChargeItems | LegacyChargeItems>().notNull(),
    exchangeRates: json('exchange_rates').$type<AppliedExchangeRate[]>().notNull(),
    unpricedServices: json('unpriced_services').$type<string[]>().notNull(),
    /** Why there is no instant quote: RESTRICTED_COMMODITY or NO_RATES (sales was asked); else null. */
    noInstantQuoteReason: text('no_instant_quote_reason'),
    salesRequestUuid: uuid('sales_request_uuid'),
    nearbyRadiusKm: integer('nearby_radius_km').notNull(),
    stage: integer('stage').notNull().default(1),
    isCompleted: boolean('is_completed').notNull().default(false),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firstRatesMs: integer('first_rates_ms').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    savedOn: timestamp('saved_on', { withTimezone: true }),
  },
  (table) => [
    index('quotes_customer_created_idx').on(table.customerId, table.createdAt),
    index('quotes_customer_saved_idx')
      .on(table.customerId, table.savedOn)
      .where(sql`${table.savedOn} is not null`),
    // Quotes a process started but never completed (it stopped): completed on their next read.
    index('quotes_incomplete_idx')
      .on(table.createdAt)
      .where(sql`not ${table.isCompleted}`),
  ],
);

/**
 * A quote shared with a customer (docs/decisions/059-quote-sharing.md): the recipient reads it and
 * finds it in My quotes as 'shared'. Sharing again moves `shared_at` (and mails again).
 */
export const quoteShares = pgTable(
  'quote_shares',
  {
    quoteUuid: uuid('quote_uuid')
      .notNull()
      .references(() => quotes.uuid, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Who shared it (a customer or staff); null once that account is gone. */
    sharedById: uuid('shared_by_id').references(() => customers.id, { onDelete: 'set null' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.quoteUuid, table.recipientId] }),
    index('quote_shares_recipient_idx').on(table.recipientId, table.sharedAt),
  ],
);

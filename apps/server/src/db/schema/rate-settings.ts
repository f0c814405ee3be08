import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The carriers staff keep in the console (docs/decisions/080-rate-settings-and-audit.md): the display name of a
 * tariff's carrier code, and whether its tariffs price new quotes (`active`).
 */
export const carriers = pgTable('carriers', {
  /** SCAC for sea and road, IATA airline code for air (upper-case). */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** The tariff modes it serves (FCL, LCL, AIR, LTL, PARCEL). */
  modes: text('modes').array().notNull(),
  logoUrl: text('logo_url'),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One counter per settings area, raised in the transaction of every change to it: each server process compares the
 * sum with the one its cached tariffs were read at (at most once a second) and reads them again when it moved
 * (ADR 080).
 */
export const rateSettingsVersions = pgTable('rate_settings_versions', {
  area: text('area').primaryKey(),
  version: integer('version').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

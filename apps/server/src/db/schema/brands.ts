import type { BrandConfiguration } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Brands are data: one row per brand file (`brands/<id>/brand.json`), upserted at start-up.
 * The configuration is stored as validated (zod output) JSON and served as is.
 */
export const brands = pgTable(
  'brands',
  {
    id: text('id').primaryKey(),
    hostnames: text('hostnames').array().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    configuration: jsonb('configuration').$type<BrandConfiguration>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // `hostnames @> array[$host]` answers from this index instead of scanning every brand.
    index('brands_hostnames_idx').using('gin', table.hostnames),
    // At most one default brand.
    uniqueIndex('brands_single_default_idx')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
  ],
);

export type BrandRow = typeof brands.$inferSelect;
export type NewBrandRow = typeof brands.$inferInsert;

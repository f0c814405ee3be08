import type { RateMargin } from '@freightdesk/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { quotes } from './quotes';

/**
 * A customised price of one rate (docs/decisions/081-staff-quote-tools.md): who moved the margins, when, which
 * margins and what they made of the total. Append-only: the latest row of a rate is in force (no margin: the
 * rate-sheet price again); the earlier rows are its history.
 */
export const quoteCustomisations = pgTable(
  'quote_customisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteUuid: uuid('quote_uuid')
      .notNull()
      .references(() => quotes.uuid, { onDelete: 'cascade' }),
    rateUuid: uuid('rate_uuid').notNull(),
    margins: jsonb('margins').$type<RateMargin[]>().notNull(),
    currency: text('currency').notNull(),
    originalTotalMinor: integer('original_total_minor').notNull(),
    customisedTotalMinor: integer('customised_total_minor').notNull(),
    note: text('note'),
    /** The staff member; null once that account is gone (the e-mail stays). */
    customisedById: uuid('customised_by_id').references(() => customers.id, { onDelete: 'set null' }),
    customisedByEmail: text('customised_by_email').notNull(),
    customisedAt: timestamp('customised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quote_customisations_quote_idx').on(table.quoteUuid, table.rateUuid, table.customisedAt)],
);

import type { CargoSearch } from '@freightdesk/domain';
import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

/**
 * Requests staff answer by hand (docs/decisions/040-custom-requests.md): custom air quotes,
 * custom quotes when a search finds nothing, e-commerce call-backs, and sales requests the
 * quotes module records. `customer_id` is the signed-in customer, null for an anonymous one;
 * the contact columns hold who to answer (as given, or the customer's details at the time).
 */
export const customRequests = pgTable(
  'custom_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** CUSTOM_AIR_QUOTE · CUSTOM_QUOTE · ECOMMERCE_CALLBACK · SALES_REQUEST */
    kind: text('kind').notNull(),
    /** new · in_progress · answered · closed (ADR 078; `open` before it read as `new`). */
    status: text('status').notNull().default('new'),
    /** Sales requests: RESTRICTED_COMMODITY · NO_RATES. */
    reason: text('reason'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    company: text('company'),
    /** The acknowledgement's language (en, es, pt, ar). */
    language: text('language').notNull(),
    shipmentType: text('shipment_type'),
    search: jsonb('search').$type<CargoSearch>(),
    /** The quote the request came from (a reference; the quote may be anonymous). */
    quoteUuid: uuid('quote_uuid'),
    /** E-commerce call-backs: the service type of /e-commerce-solution/:serviceType. */
    serviceType: text('service_type'),
    comments: text('comments'),
    /** Custom quotes and sales requests: the promised answer date. */
    answerBy: date('answer_by', { mode: 'string' }),
    /** E-commerce call-backs: the promised reply time. */
    replyBy: timestamp('reply_by', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member on it (ADR 078); null: unassigned. */
    assigneeId: uuid('assignee_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The last change by staff (status, assignee, note, answer). */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    index('custom_requests_brand_created_idx').on(table.brandId, table.createdAt),
    index('custom_requests_brand_kind_status_idx').on(table.brandId, table.kind, table.status, table.createdAt),
    index('custom_requests_customer_idx').on(table.customerId, table.createdAt),
    index('custom_requests_brand_status_created_idx').on(table.brandId, table.status, table.createdAt),
    index('custom_requests_brand_assignee_created_idx').on(table.brandId, table.assigneeId, table.createdAt),
  ],
);

/**
 * What staff did to a request, oldest first (ADR 078): a status move, an assignment, an internal
 * note, an answer mailed to the customer (with the quote made from a priced offer).
 */
export const customRequestEvents = pgTable(
  'custom_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => customRequests.id, { onDelete: 'cascade' }),
    /** status · assigned · note · answer */
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    assigneeId: uuid('assignee_id').references(() => customers.id, { onDelete: 'set null' }),
    text: text('text'),
    quoteUuid: uuid('quote_uuid'),
    sentTo: text('sent_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('custom_request_events_request_idx').on(table.requestId, table.createdAt)],
);

export type CustomRequestEventRow = typeof customRequestEvents.$inferSelect;
export type NewCustomRequestEventRow = typeof customRequestEvents.$inferInsert;

export type CustomRequestRow = typeof customRequests.$inferSelect;
export type NewCustomRequestRow = typeof customRequests.$inferInsert;

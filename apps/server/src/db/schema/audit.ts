import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who did what to whom or to which entity, when and from where. Append-only. Impersonation writes its start and end
 * (the subject customer); console changes (ADR 080, through the audit module's `writeWithin`) name the entity and its
 * state before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    actorCustomerId: uuid('actor_customer_id'),
    actorEmail: text('actor_email').notNull(),
    subjectCustomerId: uuid('subject_customer_id'),
    subjectEmail: text('subject_email'),
    ipAddress: text('ip_address').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The kind of entity changed (`carrier`, `exchangeRate`, …); null for impersonation. */
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    /** The entity before the change (null: created) and after it (null: removed). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectCustomerId, table.createdAt),
    // An entity's history and an area's latest changes, newest first.
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt),
  ],
);

/** Analytics events sent by the web app (`POST /api/v2/events`). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_customer_idx').on(table.customerId, table.createdAt)],
);

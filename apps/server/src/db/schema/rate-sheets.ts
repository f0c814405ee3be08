import {
  bigint,
  date,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Rate sheets staff upload (docs/decisions/079-rate-sheets.md): each upload is a version of one tariff kind; its file
 * lives in the FileStorage (ADR 066), its checked rows here until it is published (and after: restore publishes them
 * again), its problems for the report.
 */
export const rateSheetVersions = pgTable(
  'rate_sheet_versions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    /** 1, 2, 3 … per kind. */
    number: integer('number').notNull(),
    /** The brand on whose console it was uploaded (the tariffs themselves are the operator's, ADR 035). */
    brandId: text('brand_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** The domain's `rateSheetVersionStatuses`. */
    status: text('status').notNull(),
    /** How far the check has read the file (its progress bar). */
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsChecked: integer('rows_checked').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    problemCount: integer('problem_count').notNull().default(0),
    failure: text('failure'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: text('published_by'),
  },
  (table) => [index('rate_sheet_versions_kind_idx').on(table.kind, table.number)],
);

/** A version's problems (the first `rateSheetProblemsKept`), in sheet order. */
export const rateSheetProblems = pgTable(
  'rate_sheet_problems',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => rateSheetVersions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    row: integer('row').notNull(),
    column: text('column'),
    reason: text('reason').notNull(),
    value: text('value'),
  },
  (table) => [primaryKey({ columns: [table.versionId, table.position] })],
);

/**
 * A version's checked rows: the tariff as its table's columns (json, keys = column names, so publishing is one
 * `insert … select json_populate_record(…)`), and what the diff compares.
 */
export const rateSheetRows = pgTable(
  'rate_sheet_rows',
  {
    versionId: uuid('version_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    tariffId: text('tariff_id').notNull(),
    laneKey: text('lane_key').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    tariff: json('tariff').notNull(),
  },
  // No other index: rows are loaded by COPY a million at a time (ADR 086).
  (table) => [primaryKey({ columns: [table.versionId, table.rowNumber] })],
);

/**
 * Work for the checker (`check`) and the publisher (`publish`), claimed like the mail outbox (`for update skip
 * locked` with a lease): any server process takes it, a process that dies leaves it to another after the lease.
 */
export const rateSheetJobs = pgTable(
  'rate_sheet_jobs',
  {
    id: uuid('id').primaryKey(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => rateSheetVersions.id, { onDelete: 'cascade' }),
    task: text('task').notNull(),
    /** `pending` · `done` · `failed`. */
    status: text('status').notNull(),
    requestedBy: text('requested_by').notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('rate_sheet_jobs_due_idx').on(table.status, table.createdAt)],
);

/**
 * One row (id 1): raised by every tariff publish. Each process compares it, at most once a second, with the one its
 * in-memory tariff tables were read at (ADR 079), so a publish reaches every process within about a second.
 */
export const tariffGenerations = pgTable('tariff_generations', {
  id: smallint('id').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
});

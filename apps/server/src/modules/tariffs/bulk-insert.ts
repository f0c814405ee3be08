import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

/** How a value travels: scalars as a typed array parameter, arrays and JSON as text cast in SQL. */
export type BulkColumnType =
  | 'text'
  | 'integer'
  | 'bigint'
  | 'uuid'
  | 'float8'
  | 'boolean'
  | 'date'
  | 'numeric'
  | 'text[]'
  | 'smallint[]'
  | 'jsonb'
  | 'json';

export interface BulkColumn {
  /** The table's column name (snake_case). */
  readonly name: string;
  readonly type: BulkColumnType;
  /** The row's field holding the value (the table's key for the column: the domain's field name). */
  readonly field: string;
}

const bulkTypeOfSqlType: Record<string, BulkColumnType> = {
  text: 'text',
  integer: 'integer',
  bigint: 'bigint',
  uuid: 'uuid',
  'double precision': 'float8',
  boolean: 'boolean',
  date: 'date',
  numeric: 'numeric',
  'text[]': 'text[]',
  'smallint[]': 'smallint[]',
  jsonb: 'jsonb',
  json: 'json',
};

/**
 * The columns of a drizzle table, for `bulkInsert`: the table definition (db/schema) is the one
 * list of them, and a row's field is the column's key there (a tariff's domain field name).
 */
export function bulkColumnsOf(table: PgTable): BulkColumn[] {
  return Object.entries(getTableColumns(table)).map(([field, column]) => {
    const type = bulkTypeOfSqlType[column.getSQLType()];
    if (!type) throw new Error(`bulkInsert: ${getTableName(table)}.${column.name} has an unsupported type`);
    return { name: column.name, type, field };
  });
}

/** `{"CNSHA","SGSIN"}`: a PostgreSQL array literal (every element quoted, so any text is safe). */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((value) => quoted(String(value))).join(',')}}`;
}

const parameterType: Record<BulkColumnType, string> = {
  text: 'text[]',
  integer: 'int4[]',
  bigint: 'int8[]',
  uuid: 'text[]',
  float8: 'float8[]',
  boolean: 'bool[]',
  date: 'text[]',
  numeric: 'text[]',
  'text[]': 'text[]',
  'smallint[]': 'text[]',
  jsonb: 'text[]',
  json: 'text[]',
};

const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/** One element of a column's array literal: NULL, a bare number or boolean, or quoted text. */
function element(type: BulkColumnType, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (type === 'text[]' || type === 'smallint[]') return quoted(arrayLiteral(value as unknown[]));
  if (type === 'jsonb' || type === 'json') return quoted(JSON.stringify(value));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return quoted(String(value));
}

/** Rows per statement: one parameter per column whatever the row count, so only memory limits it. */
export const defaultBulkBatchSize = 10_000;

/**
 * Inserts many rows (any iterable, consumed once) fast on both drivers: one
 * `INSERT … SELECT … FROM unnest($1, $2, …)` per
 * batch, each parameter an array holding one column of the batch (no per-row parameters, no
 * 65 535-parameter ceiling, one round trip per batch).
 */
export async function bulkInsert<Row extends object>(
  db: Pick<Database, 'execute'>,
  pgTable: PgTable,
  rows: Iterable<Row>,
  batchSize = defaultBulkBatchSize,
  /** Another table with the same columns (a copy being loaded beside `pgTable`, ADR 086). */
  table = getTableName(pgTable),
): Promise<number> {
  const columns = bulkColumnsOf(pgTable);
  const names = columns.map((column) => column.name);
  const selected = columns.map((column) =>
    column.type === 'text' || parameterType[column.type] !== 'text[]' ? column.name : `${column.name}::${column.type}`,
  );
  const insertBatch = async (batch: readonly Row[]) => {
    // Each column travels as ONE array literal string built here: drivers would otherwise
    // serialize a million-element array value by value (most of the import time).
    const parameters: SQL[] = columns.map((column) => {
      const values = batch.map((row) => element(column.type, (row as Record<string, unknown>)[column.field]));
      return sql`${`{${values.join(',')}}`}::${sql.raw(parameterType[column.type])}`;
    });
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(names.join(', '))})
        select ${sql.raw(selected.join(', '))}
        from unnest(${sql.join(parameters, sql`, `)}) as source(${sql.raw(names.join(', '))})`,
    );
  };
  // The next batch is built while the database stores the previous one (PostgreSQL works in its
  // own process meanwhile); at most one batch is in flight.
  let count = 0;
  let batch: Row[] = [];
  let inFlight: Promise<void> | undefined;
  for (const row of rows) {
    batch.push(row);
    if (batch.length === batchSize) {
      const full = batch;
      batch = [];
      await inFlight;
      // PGlite answers within the same microtask chain: yield to the event loop between batches
      // so a server loading in the background still accepts and answers requests.
      await new Promise((resolve) => setImmediate(resolve));
      inFlight = insertBatch(full);
      count += full.length;
    }
  }
  await inFlight;
  if (batch.length > 0) await insertBatch(batch);
  return count + batch.length;
}

// Bulk loads of the tariff tables: each kind's table loaded beside the live one, indexed once after the load, and
// swapped in (docs/decisions/086-rate-sheets-at-scale.md).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isLockTimeout } from '../../db/database-errors';
import { AppError } from '../../errors/app-error';

/** Rows an insert, update or delete touched, on either driver. */
function affectedRows(result: unknown): number {
  const outcome = result as { rowCount?: number | null; affectedRows?: number };
  return Number(outcome.rowCount ?? outcome.affectedRows ?? 0);
}

interface KeysAndIndexes {
  primaryKeys: { table: string; name: string; definition: string }[];
  indexes: { name: string; definition: string }[];
}

/** The tables' primary keys and other indexes, as the catalogue defines them. */
async function keysAndIndexesOf(tx: Pick<Database, 'select'>, tables: readonly string[]): Promise<KeysAndIndexes> {
  const tableList = sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  );
  const primaryKeys = (await tx
    .select({
      table: sql<string>`cls.relname`,
      name: sql<string>`con.conname`,
      definition: sql<string>`pg_get_constraintdef(con.oid)`,
    })
    .from(sql`pg_constraint con join pg_class cls on cls.oid = con.conrelid`)
    .where(
      sql`con.contype = 'p' and con.connamespace = current_schema()::regnamespace
        and cls.relname in (${tableList})`,
    )) as KeysAndIndexes['primaryKeys'];
  const indexes = (await tx
    .select({ name: sql<string>`indexname`, definition: sql<string>`indexdef` })
    .from(sql`pg_indexes`)
    .where(
      sql`schemaname = current_schema() and tablename in (${tableList})
        and not exists (select 1 from pg_constraint where conname = indexname)`,
    )) as KeysAndIndexes['indexes'];
  return { primaryKeys, indexes };
}

/** `create index name on table using …` → the same index under `name` on `table` (a catalogue `indexdef`). */
function indexDefinitionOn(definition: string, name: string, table: string): SQL {
  const parts = /^(CREATE (?:UNIQUE )?INDEX) \S+ ON (?:ONLY )?\S+ (USING .*)$/s.exec(definition);
  if (!parts) throw new Error(`unexpected index definition: ${definition}`);
  return sql`${sql.raw(parts[1]!)} ${sql.identifier(name)} on ${sql.identifier(table)} ${sql.raw(parts[2]!)}`;
}

/** A kind's table being loaded beside the live one: `<table>_next`, and the live table's keys and indexes. */
export interface TableCopy {
  readonly table: string;
  readonly next: string;
  readonly keys: KeysAndIndexes;
}

/**
 * How the swap waits for the live tables (ADR 086, amended for issue 15): each try waits at most `lockTimeoutMs` for
 * the queries already reading them, and quotes arriving meanwhile queue behind it only that long; after `tries`
 * the load fails with TARIFF_TABLES_BUSY, nothing applied. Tests shorten it.
 */
export const tableSwapPolicy = { lockTimeoutMs: 250, tries: 40, pauseMs: 250 };

/**
 * Creates an empty copy of `table` beside it: same columns in the same order (the prepared lane queries keep their
 * result type), defaults and checks, no index yet. A copy left by a load cut short (outside a transaction) goes first.
 */
export async function createCopy(tx: Pick<Database, 'execute' | 'select'>, table: string): Promise<TableCopy> {
  const next = `${table}_next`;
  const keys = await keysAndIndexesOf(tx, [table]);
  await tx.execute(sql`drop table if exists ${sql.identifier(next)}`);
  await tx.execute(
    sql`create table ${sql.identifier(next)} (like ${sql.identifier(table)} including all excluding indexes)`,
  );
  return { table, next, keys };
}

/** Interim names of the copy's keys and indexes (the live table holds the real ones until the swap). */
const interimName = (copy: TableCopy, position: number) => `${copy.next}_${position}`;

/**
 * Builds the copy's keys and indexes once over its loaded rows (much faster than keeping them up row by row; a
 * duplicate id fails the load, as it should), then fresh statistics, so the first quotes are planned for the rows.
 */
export async function indexCopy(tx: Pick<Database, 'execute'>, copy: TableCopy): Promise<void> {
  const { primaryKeys, indexes } = copy.keys;
  for (const [position, { definition }] of primaryKeys.entries()) {
    const key = sql.identifier(interimName(copy, position));
    await tx.execute(sql`alter table ${sql.identifier(copy.next)} add constraint ${key} ${sql.raw(definition)}`);
  }
  for (const [position, { definition }] of indexes.entries())
    await tx.execute(indexDefinitionOn(definition, interimName(copy, primaryKeys.length + position), copy.next));
  await tx.execute(sql`analyze ${sql.identifier(copy.next)}`);
}

/**
 * Takes the live tables' exclusive lock, a try at a time: a try waits at most `lockTimeoutMs` (in a savepoint, so a
 * timeout leaves the caller's transaction usable), then lets the queued quotes through for `pauseMs`.
 */
async function lockLiveTables(tx: Pick<Database, 'execute' | 'transaction'>, tables: readonly string[]) {
  const tableList = sql.join(
    tables.map((table) => sql.identifier(table)),
    sql`, `,
  );
  const { lockTimeoutMs, tries, pauseMs } = tableSwapPolicy;
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.execute(sql.raw(`set local lock_timeout = ${Math.round(lockTimeoutMs)}`));
        await savepoint.execute(sql`lock table ${tableList} in access exclusive mode`);
      });
      // Held to the commit; later statements of the transaction wait as they did before.
      await tx.execute(sql`set local lock_timeout to default`);
      return;
    } catch (error) {
      if (!isLockTimeout(error)) throw error;
      if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
  throw new AppError('TARIFF_TABLES_BUSY');
}

/**
 * Swaps the loaded copies in (ADR 086, amended): readers kept the live tables, old rows and all, while the copies
 * were loaded, indexed and analysed; only the swap (lock, drop, rename: catalogue changes, milliseconds) takes the
 * exclusive lock, held to the caller's commit. Within the caller's transaction, so a failure leaves the live rows
 * untouched. The copies take the tables' own key and index names, so migrations keep finding them.
 */
export async function swapIn(
  tx: Pick<Database, 'execute' | 'transaction'>,
  copies: readonly TableCopy[],
): Promise<void> {
  await lockLiveTables(
    tx,
    copies.map((copy) => copy.table),
  );
  for (const copy of copies) {
    const { primaryKeys, indexes } = copy.keys;
    await tx.execute(sql`drop table ${sql.identifier(copy.table)}`);
    await tx.execute(sql`alter table ${sql.identifier(copy.next)} rename to ${sql.identifier(copy.table)}`);
    for (const [position, { name }] of primaryKeys.entries()) {
      const key = sql.identifier(interimName(copy, position));
      await tx.execute(
        sql`alter table ${sql.identifier(copy.table)} rename constraint ${key} to ${sql.identifier(name)}`,
      );
    }
    for (const [position, { name }] of indexes.entries()) {
      const interim = sql.identifier(interimName(copy, primaryKeys.length + position));
      await tx.execute(sql`alter index ${interim} rename to ${sql.identifier(name)}`);
    }
  }
}

/** Fills a copy of `table` with `rows` (a select of its columns) and swaps it in, within the caller's transaction. */
export async function loadBesideAndSwap(
  tx: Pick<Database, 'execute' | 'select' | 'transaction'>,
  table: string,
  rows: SQL,
): Promise<number> {
  const copy = await createCopy(tx, table);
  const count = affectedRows(await tx.execute(sql`insert into ${sql.identifier(copy.next)} ${rows}`));
  await indexCopy(tx, copy);
  await swapIn(tx, [copy]);
  return count;
}

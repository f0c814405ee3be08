// Bulk loads of the tariff tables: indexes built once after the load, a kind's table loaded beside the live one and
// swapped in (docs/decisions/086-rate-sheets-at-scale.md).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

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

/**
 * Runs `load` with the tables' primary keys and indexes dropped, then re-creates them from their own catalogue
 * definitions: building an index once after a bulk load is much faster than keeping it up to date row by row (a
 * duplicate id then fails the whole load, as it should).
 */
export async function withIndexesRebuilt<T>(
  tx: Pick<Database, 'execute' | 'select'>,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const { primaryKeys, indexes } = await keysAndIndexesOf(tx, tables);
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  for (const { table, name } of primaryKeys)
    await tx.execute(sql`alter table ${sql.identifier(table)} drop constraint ${sql.identifier(name)}`);
  const result = await load();
  for (const { table, name, definition } of primaryKeys) {
    await tx.execute(
      sql`alter table ${sql.identifier(table)} add constraint ${sql.identifier(name)} ${sql.raw(definition)}`,
    );
  }
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  return result;
}

/** `create index name on table using …` → the same index under `name` on `table` (a catalogue `indexdef`). */
function indexDefinitionOn(definition: string, name: string, table: string): SQL {
  const parts = /^(CREATE (?:UNIQUE )?INDEX) \S+ ON (?:ONLY )?\S+ (USING .*)$/s.exec(definition);
  if (!parts) throw new Error(`unexpected index definition: ${definition}`);
  return sql`${sql.raw(parts[1]!)} ${sql.identifier(name)} on ${sql.identifier(table)} ${sql.raw(parts[2]!)}`;
}

/**
 * Fills a copy of `table` beside it with `rows` and swaps it in (ADR 086, amended): readers keep the live table, old
 * rows and all, while the copy is loaded, indexed and analysed; only the swap at the end (drop, rename: catalogue
 * changes, milliseconds) takes the exclusive lock, held to the commit that follows at once. Within the caller's
 * transaction, so a failure leaves no copy and the live rows untouched. The copy takes the table's own key, index and
 * constraint names, so migrations keep finding them.
 */
export async function loadBesideAndSwap(
  tx: Pick<Database, 'execute' | 'select'>,
  table: string,
  rows: SQL,
): Promise<number> {
  const next = `${table}_next`;
  const { primaryKeys, indexes } = await keysAndIndexesOf(tx, [table]);
  await tx.execute(
    sql`create table ${sql.identifier(next)} (like ${sql.identifier(table)} including all excluding indexes)`,
  );
  const count = affectedRows(await tx.execute(sql`insert into ${sql.identifier(next)} ${rows}`));
  // Keys and indexes built once over the loaded rows, under interim names (the live table holds the real ones).
  const interim = (position: number) => `${next}_${position}`;
  for (const [position, { definition }] of primaryKeys.entries()) {
    const key = sql.identifier(interim(position));
    await tx.execute(sql`alter table ${sql.identifier(next)} add constraint ${key} ${sql.raw(definition)}`);
  }
  for (const [position, { definition }] of indexes.entries())
    await tx.execute(indexDefinitionOn(definition, interim(primaryKeys.length + position), next));
  // Fresh statistics, so the first quotes after a publish of a million rows are planned for them.
  await tx.execute(sql`analyze ${sql.identifier(next)}`);
  await tx.execute(sql`lock table ${sql.identifier(table)} in access exclusive mode`);
  await tx.execute(sql`drop table ${sql.identifier(table)}`);
  await tx.execute(sql`alter table ${sql.identifier(next)} rename to ${sql.identifier(table)}`);
  for (const [position, { name }] of primaryKeys.entries()) {
    const key = sql.identifier(interim(position));
    await tx.execute(sql`alter table ${sql.identifier(table)} rename constraint ${key} to ${sql.identifier(name)}`);
  }
  for (const [position, { name }] of indexes.entries()) {
    await tx.execute(
      sql`alter index ${sql.identifier(interim(primaryKeys.length + position))} rename to ${sql.identifier(name)}`,
    );
  }
  return count;
}

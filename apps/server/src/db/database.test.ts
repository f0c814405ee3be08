import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsOf = async <Row>(query: ReturnType<typeof sql>) => {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
};

/** The migrations journal: in `drizzle` on the embedded database, in the test's own schema on PostgreSQL. */
const journalTable = () =>
  database.driver === 'pglite' ? sql`drizzle.__drizzle_migrations` : sql`__drizzle_migrations`;

describe('migrations', () => {
  it('create the brands table with its host name index', async () => {
    const columns = await rowsOf<{ column_name: string; data_type: string }>(
      sql`select column_name, data_type from information_schema.columns
        where table_name = 'brands' and table_schema = current_schema() order by ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: 'id', data_type: 'text' },
      { column_name: 'hostnames', data_type: 'ARRAY' },
      { column_name: 'is_default', data_type: 'boolean' },
      { column_name: 'configuration', data_type: 'jsonb' },
      { column_name: 'updated_at', data_type: 'timestamp with time zone' },
    ]);
    const indexes = await rowsOf<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'brands' and schemaname = current_schema()`,
    );
    expect(indexes.map((index) => index.indexdef).join('\n')).toMatch(/USING gin \(hostnames\)/);
  });

  it('are idempotent: applying them again changes nothing', async () => {
    const [before] = await rowsOf<{ count: number }>(sql`select count(*)::int as count from ${journalTable()}`);
    await database.migrate();
    await database.migrate();
    const [after] = await rowsOf<{ count: number }>(sql`select count(*)::int as count from ${journalTable()}`);
    expect(before?.count).toBeGreaterThan(0);
    expect(after).toEqual(before);
  });

  it('allow only one default brand', async () => {
    const insert = (id: string) =>
      database.db.execute(
        sql`insert into brands (id, hostnames, is_default, configuration)
          values (${id}, array[${id}], true, '{}'::jsonb)`,
      );
    await insert('first-default');
    await expect(insert('second-default')).rejects.toThrow();
    await database.db.execute(sql`delete from brands where id = 'first-default'`);
  });
});

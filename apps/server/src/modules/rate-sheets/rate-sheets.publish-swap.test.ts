// Publishing loads the new rows beside the live table and swaps it in (ADR 086, amended): quotes priced during a
// publish keep the old version until the new one is committed, and wait only for the swap.
import type { RateSheetVersion } from '@freightdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fclRates, rateSheetJobs, rateSheetRows } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { tableSwapPolicy } from '../tariffs/table-loads';
import { buildAccountsTestApp, directHost, type AccountsTestApp } from '../accounts/accounts-test-kit';
import { checked, fclHeader, fclLine, staffWithRole, uploadSheet, versionUntil } from './rate-sheets-test-kit';

let testApp: AccountsTestApp;
let jwt: string;
/** Every statement the server sends, in order (drizzle's logger). */
const statements: string[] = [];

beforeAll(async () => {
  const database = await createTestDatabase({ logger: { logQuery: (query) => statements.push(query) } });
  testApp = await buildAccountsTestApp({ database, config: { internalEmailDomains: ['freightdesk.example'] } });
  jwt = await staffWithRole(testApp, 'rates@freightdesk.example', 'pricing');
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

const headers = () => ({ authorization: `Bearer ${jwt}`, host: directHost });

/** A checked FCL version with one row per destination port. */
async function uploaded(rate: string, ports: string[]): Promise<RateSheetVersion> {
  const sheet = [fclHeader, ...ports.map((pod) => fclLine({ rate, pod }))].join('\n');
  const response = await uploadSheet(testApp.app, jwt, 'fclRates', 'rates.csv', sheet);
  expect(response.statusCode, response.body).toBe(202);
  const id = (response.json() as { data: RateSheetVersion }).data.id;
  const version = await versionUntil(testApp.app, jwt, id, checked);
  expect(version.status).toBe('ready');
  return version;
}

async function startPublish(versionId: string): Promise<void> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/v2/rate-sheets/versions/${versionId}/publish`,
    headers: headers(),
  });
  expect(response.statusCode, response.body).toBe(202);
}

const publishFinished = (versionId: string) =>
  versionUntil(testApp.app, jwt, versionId, (version) => version.status !== 'publishing', 60_000);

/** The live FCL rows' prices, by destination port. */
async function livePrices(): Promise<Record<string, number>> {
  const rows = await testApp.database.db
    .select({ pod: fclRates.destinationLocode, freight: fclRates.freightPerContainerMinor })
    .from(fclRates);
  return Object.fromEntries(rows.map((row) => [row.pod, row.freight]));
}

/** The key and index names of the FCL table, and whether a loading copy is left over. */
async function catalogue() {
  const names = await testApp.database.db.execute(
    sql`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = 'fcl_rates'
      order by indexname`,
  );
  const copies = await testApp.database.db.execute(
    sql`select count(*)::int as count from pg_tables where schemaname = current_schema() and tablename like '%\_next'`,
  );
  const rows = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as never[];
  return {
    indexes: rows(names).map((row: { name: string }) => row.name),
    copies: rows(copies).map((row: { count: number }) => row.count)[0],
  };
}

describe('publishing beside the live table (ADR 086)', () => {
  it("until the swap the publish only reads the live table; names and indexes stay the migrations' ones", async () => {
    const before = await catalogue();
    expect(before.indexes).toContain('fcl_rates_pkey');
    const first = await uploaded('1000', ['USLAX', 'USLGB']);
    statements.length = 0;
    await startPublish(first.id);
    expect((await publishFinished(first.id)).status).toBe('published');
    expect(await livePrices()).toEqual({ USLAX: 100_000, USLGB: 100_000 });

    // The publish's statements: everything that writes goes to the copy; the live table is locked, dropped and
    // replaced only at the end (no truncate, no delete, no insert into it while quotes read it).
    const touchesLive = (statement: string) => /"fcl_rates"(?!_)/.test(statement);
    const swapAt = statements.findIndex((statement) =>
      /^lock table "fcl_rates" in access exclusive mode/.test(statement),
    );
    expect(swapAt).toBeGreaterThan(0);
    const loadAt = statements.findIndex((statement) => /^insert into "fcl_rates_next"/.test(statement));
    expect(loadAt).toBeGreaterThan(0);
    expect(loadAt).toBeLessThan(swapAt);
    const beforeSwap = statements.slice(0, swapAt).filter(touchesLive);
    for (const statement of beforeSwap)
      expect(statement).not.toMatch(/^(truncate|delete|insert into "fcl_rates"|drop|alter)/i);
    expect(statements.some((statement) => /^analyze "fcl_rates_next"/.test(statement))).toBe(true);

    expect(await catalogue()).toEqual({ indexes: before.indexes, copies: 0 });
  });

  it('a publish that fails keeps the old rows and leaves no copy behind', async () => {
    const broken = await uploaded('3000', ['USOAK', 'USSEA']);
    // A duplicated staged row: its id breaks the table's primary key when the copy's key is built.
    await testApp.database.db.execute(
      sql`insert into ${rateSheetRows} (version_id, row_number, tariff_id, lane_key, amount_minor, currency, tariff)
        select version_id, row_number + 1000, tariff_id, lane_key, amount_minor, currency, tariff
        from ${rateSheetRows} where ${rateSheetRows.versionId} = ${broken.id} order by row_number limit 1`,
    );
    await startPublish(broken.id);
    await versionUntil(testApp.app, jwt, broken.id, (version) => version.status === 'ready', 60_000);
    expect(await livePrices()).toEqual({ USLAX: 100_000, USLGB: 100_000 });
    expect((await catalogue()).copies).toBe(0);
    await testApp.database.db.delete(rateSheetRows).where(eq(rateSheetRows.versionId, broken.id));
  });

  it('a quote read during a publish sees the old version until the new one is committed', async () => {
    const next = await uploaded('2000', ['USLAX', 'USLGB', 'USOAK']);
    if (testApp.database.driver === 'pglite') {
      // One connection: PGlite runs one transaction at a time, so a reader waits for the publish's commit; the first
      // test shows what a second connection would have read meanwhile (the live table, untouched until the swap).
      await startPublish(next.id);
      expect((await publishFinished(next.id)).status).toBe('published');
      expect(await livePrices()).toEqual({ USLAX: 200_000, USLGB: 200_000, USOAK: 200_000 });
      return;
    }
    // PostgreSQL: a reader on a connection of its own holds the live table (as a quote's query does) while the
    // publish runs. The publish loads everything and then waits for it at the swap, never before.
    const reader = await readerConnection();
    try {
      await reader.client.query('begin');
      expect(await reader.prices()).toEqual({ USLAX: 100_000, USLGB: 100_000 });
      statements.length = 0;
      await startPublish(next.id);
      expect(await heldUpBy(reader)).toBe(true);
      const held = statements.findLast((statement) => /fcl_rates/.test(statement));
      expect(held).toMatch(/^lock table "fcl_rates" in access exclusive mode/);
      expect(statements.some((statement) => /^insert into "fcl_rates_next"/.test(statement))).toBe(true);
      // Still the old version for the reader, however long the load took.
      expect(await reader.prices()).toEqual({ USLAX: 100_000, USLGB: 100_000 });
      await reader.client.query('commit');
      expect((await publishFinished(next.id)).status).toBe('published');
      expect(await reader.prices()).toEqual({ USLAX: 200_000, USLGB: 200_000, USOAK: 200_000 });
    } finally {
      await reader.client.end();
    }
  });

  it('a publish held up past its tries fails with TARIFF_TABLES_BUSY; quotes are never queued behind it', async () => {
    const next = await uploaded('4000', ['USNYC']);
    const policy = { ...tableSwapPolicy };
    Object.assign(tableSwapPolicy, { lockTimeoutMs: 100, tries: 3, pauseMs: 100 });
    try {
      if (testApp.database.driver === 'pglite') {
        // One connection, nothing to wait for: the swap's lock is asked with a timeout, in a savepoint of its own.
        statements.length = 0;
        await startPublish(next.id);
        expect((await publishFinished(next.id)).status).toBe('published');
        const lockAt = statements.findIndex((statement) => /^lock table "fcl_rates"/.test(statement));
        expect(statements[lockAt - 1]).toBe('set local lock_timeout = 100');
        expect(await livePrices()).toEqual({ USNYC: 400_000 });
        return;
      }
      const holder = await readerConnection();
      const quote = await readerConnection();
      try {
        await holder.client.query('begin');
        const before = await holder.prices();
        await startPublish(next.id);
        expect(await heldUpBy(holder)).toBe(true);
        // A quote arriving while the publish waits for its lock is answered (old rows) while the holder still holds
        // the table: without the lock timeout it would wait behind the publish, i.e. for the holder's commit.
        expect(await quote.prices()).toEqual(before);
        const failed = await versionUntil(testApp.app, jwt, next.id, (version) => version.status === 'ready', 60_000);
        expect(failed).toMatchObject({ status: 'ready', failure: 'publishTablesBusy' });
        const [job] = await testApp.database.db
          .select({ status: rateSheetJobs.status, lastError: rateSheetJobs.lastError })
          .from(rateSheetJobs)
          .where(and(eq(rateSheetJobs.versionId, next.id), eq(rateSheetJobs.task, 'publish')));
        expect(job).toEqual({ status: 'failed', lastError: 'TARIFF_TABLES_BUSY' });
        await holder.client.query('commit');
        expect(await livePrices()).toEqual(before);
        expect((await catalogue()).copies).toBe(0);
      } finally {
        await holder.client.end();
        await quote.client.end();
      }
    } finally {
      Object.assign(tableSwapPolicy, policy);
    }
  });
});

/** A connection of its own on the test's schema (PostgreSQL), reading the live FCL prices as a quote would. */
async function readerConnection() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const schema = (
    (await testApp.database.db.execute(sql`select current_schema() as schema`)) as unknown as {
      rows: { schema: string }[];
    }
  ).rows[0]!.schema;
  await client.query(`set search_path to ${schema}`);
  const prices = async () =>
    Object.fromEntries(
      (
        await client.query<{ pod: string; freight: number }>(
          'select destination_locode as pod, freight_per_container_minor as freight from fcl_rates',
        )
      ).rows.map((row) => [row.pod, row.freight]),
    );
  return { client, prices };
}

/** Whether a statement of another connection (the publish's) comes to wait for `reader` within 20 s. */
async function heldUpBy(reader: { client: pg.Client }): Promise<boolean> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const waiting = await reader.client.query(
      'select 1 from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
    );
    if (waiting.rowCount! > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

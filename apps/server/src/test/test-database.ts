import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../config/config';
import { openDatabase, pgliteOptions, wrapPglite, type DatabaseHandle } from '../db/database';

/**
 * A fresh, migrated database for a test file.
 *
 * - Embedded (default): a copy of the PGlite template that `global-setup.ts` migrated once for
 *   the whole run (loading a copy takes well under a second; creating PGlite takes seconds).
 * - With `DATABASE_URL` (CI): the same tests on PostgreSQL, in a schema of their own
 *   (`t_<random>`, tables and migration journal inside it) that `close()` drops.
 */
export async function createTestDatabase(options: { logger?: Logger } = {}): Promise<DatabaseHandle> {
  const { databaseUrl } = loadConfig();
  return databaseUrl
    ? createPostgresTestDatabase(databaseUrl, options.logger)
    : createPgliteTestDatabase(options.logger);
}

async function createPgliteTestDatabase(logger: Logger | undefined): Promise<DatabaseHandle> {
  const templateFile = inject('pgliteTemplateFile');
  if (templateFile) {
    const template = await readFile(templateFile);
    return wrapPglite(await PGlite.create({ ...pgliteOptions, loadDataDir: new Blob([template]) }), logger);
  }
  const database = wrapPglite(await PGlite.create(pgliteOptions), logger);
  await database.migrate();
  return database;
}

async function runAsAdministrator(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createPostgresTestDatabase(databaseUrl: string, logger: Logger | undefined): Promise<DatabaseHandle> {
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  await runAsAdministrator(databaseUrl, `create schema ${schemaName}`);
  const database = await openDatabase({ dataDir: '', databaseUrl, postgresSchema: schemaName, logger });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await runAsAdministrator(databaseUrl, `drop schema ${schemaName} cascade`);
    },
  };
}

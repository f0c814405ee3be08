import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config/config';
import { pgliteOptions, wrapPglite } from '../db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database; empty when the tests run on PostgreSQL. */
    pgliteTemplateFile: string;
  }
}

/**
 * Runs once per test run: migrates one in-memory PGlite database and dumps it, so each test
 * file opens a copy instead of paying PGlite's multi-second start-up and the migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (loadConfig().databaseUrl) {
    project.provide('pgliteTemplateFile', '');
    return async () => undefined;
  }
  const client = await PGlite.create(pgliteOptions);
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();

  const directory = await mkdtemp(path.join(tmpdir(), 'freightdesk-pglite-template-'));
  const templateFile = path.join(directory, 'template.tar');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', templateFile);
  return () => rm(directory, { recursive: true, force: true });
}

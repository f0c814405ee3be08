import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database, as the server's first start leaves it; each server starts on a copy. */
    e2eDatabaseTemplateDir: string;
  }
}

/** Runs once per e2e run: one server start migrates the embedded database that every journey's server copies. */
export default async function setup(project: TestProject): Promise<() => void> {
  const templateDir = mkdtempSync(join(tmpdir(), 'freightdesk-e2e-template-'));
  const server = await startServer({}, { dataDir: templateDir, fromTemplate: false });
  await server.stop();
  project.provide('e2eDatabaseTemplateDir', templateDir);
  return () => rmSync(templateDir, { recursive: true, force: true });
}

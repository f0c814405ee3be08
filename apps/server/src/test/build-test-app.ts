import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { parseConfig, repoRoot, type AppConfig } from '../config/config';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from './test-database';

export interface TestAppOptions {
  /** Overrides of the default configuration (silent logs, no web app, the repo's brands). */
  config?: Partial<AppConfig>;
  /** Share a database between apps; by default each test app gets a fresh one. */
  database?: DatabaseHandle;
  logger?: FastifyBaseLogger;
}

export interface TestApp {
  /** Not ready yet: add test-only routes, then `inject()` (which readies it). */
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...parseConfig({}),
    nodeEnv: 'test',
    logLevel: 'silent',
    // No web build by default; web-app tests point this at a temporary dist folder.
    webDistDir: path.join(repoRoot, 'apps', 'server', 'no-web-dist-in-tests'),
    ...overrides,
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const ownsDatabase = options.database === undefined;
  try {
    const app = await buildApp({
      config: testConfig(options.config),
      database,
      ...(options.logger ? { logger: options.logger } : {}),
    });
    return {
      app,
      database,
      async close() {
        await app.close();
        if (ownsDatabase) await database.close();
      },
    };
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}

import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/database';
import { loggerOptions, OneLinePerRequestLogController, requestIdFor } from './logger';
import { brandsRoutes } from './modules/brands/brands.routes';
import { createBrandsService } from './modules/brands/brands.service';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import { errorHandlerPlugin, sendError } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database. */
  database: DatabaseHandle;
  /** Close the database when the app closes (main.ts); tests close their own. */
  closeDatabaseOnClose?: boolean;
  /** A ready logger (main.ts logs start-up with it); otherwise one is made from the config. */
  logger?: FastifyBaseLogger;
}

/**
 * Builds the whole server as a Fastify instance WITHOUT listening: `main.ts` listens, tests
 * `inject()` requests (and may add test-only routes before `ready()`).
 *
 * Start-up work done here: every brand file is validated and stored (an invalid one rejects
 * with a message naming the file and the field).
 */
export async function buildApp({ config, database, closeDatabaseOnClose = false, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const { db } = database;
  const brandsService = createBrandsService({ db });
  const healthService = createHealthService({ db });
  // Builds the in-memory place index from the reference data (once per process).
  const brandSources = await brandsService.loadBrandFiles({ brandsDir: config.brandsDir, defaultBrandFile: config.brandFile });

  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    genReqId: requestIdFor,
    logController: new OneLinePerRequestLogController(),
    trustProxy: config.trustProxy,
    // Routing failures (a malformed URL) answer in the same shape as every other error.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
  });
  if (closeDatabaseOnClose) app.addHook('onClose', () => database.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { healthService });
  await app.register(brandsRoutes, { brandsService, sources: brandSources });

  // Last: the web app's files, and the answer to everything no route claimed.
  await app.register(webAppPlugin, { webDistDir: config.webDistDir });
  return app;
}

// Starts the server: parse the configuration, open and migrate the database, build the app,
// listen; close gracefully on SIGTERM/SIGINT (stop accepting, finish requests, close the
// database, exit 0). `npm start` runs this file bundled into one ES module by esbuild
// (scripts/start.mjs imports it in the process npm `exec`s, so signals reach it: ADR 043); the
// e2e tests run it from source through tsx. Paths relative to a source file keep working in the
// bundle (scripts/build-server.mjs).
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from './config/config';
import { openDatabase } from './db/database';
import { createLogger } from './logger';

/** A close that hangs (a stuck request, a stuck database) must not keep the process forever. */
const forcedExitAfterMs = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}

const config = readConfig();
const logger = createLogger(config);

async function start(): Promise<FastifyInstance> {
  // Opening PGlite (WebAssembly) and loading the app's modules overlap (from source, through tsx;
  // in the bundle the app's modules are already loaded and this import is immediate).
  const [database, { buildApp }] = await Promise.all([
    openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }),
    import('./app'),
  ]);
  try {
    await database.migrate();
    const app = await buildApp({ config, database, closeDatabaseOnClose: true, logger });
    await app.listen({ port: config.port, host: config.host });
    return app;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'second signal while closing: exiting now');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'closing');
    setTimeout(() => {
      logger.error({ forcedExitAfterMs }, 'close timed out: exiting');
      process.exit(1);
    }, forcedExitAfterMs).unref();
    app.close().then(
      () => {
        logger.info('closed');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

try {
  const app = await start();
  closeOnSignals(app);
  logger.info(
    {
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      database: config.databaseUrl ? 'postgres' : 'pglite',
      startUpMs: Math.round(performance.now()),
    },
    `freightdesk is listening on ${config.host}:${config.port}`,
  );
  if (!config.smtpUrl) {
    logger.info(
      config.devMailbox
        ? `No SMTP_URL: e-mails are held; read them at http://${config.host}:${config.port}/dev/mailbox`
        : 'No SMTP_URL: e-mails are held in the outbox; DEV_MAILBOX=true (loopback HOST) serves them at /dev/mailbox',
    );
  }
} catch (error) {
  // Start-up errors (a bad brand file, an unreachable database) name their cause in the message.
  logger.fatal({ err: error }, `start-up failed: ${(error as Error).message}`);
  process.exit(1);
}

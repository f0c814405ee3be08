// The accounts test kit: the app, clock, brands, SMTP sink, Redis and register helpers every
// server test shares (one place, so no test writes its own; ADR 050).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../../../../scripts/lib/free-port.mjs';
import { buildApp } from '../../app';
import { loadConfig, repoRoot, type AppConfig } from '../../config/config';
import type { DatabaseHandle } from '../../db/database';
import { outbox, type OutboxRow } from '../../db/schema';
import { testConfig } from '../../test/build-test-app';
import { createTestDatabase } from '../../test/test-database';

/** Test support for the accounts, mail and impersonation suites (not a test file itself). */

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes undone (enough to read codes and links). */
  body: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Rejects the next `count` messages with a temporary error (to exercise retries). */
  rejectNext(count: number): void;
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
  return bytes.toString('utf8');
}

/** A real SMTP server (smtp-server) on a free local port that keeps what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let rejections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejections > 0) {
          rejections -= 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          body: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectNext(count) {
      rejections = count;
    },
    async waitFor(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find(predicate);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error('no such e-mail arrived at the SMTP sink');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** For the enclosing describe block: an accounts test app that sends its mail over SMTP to a sink of its own. */
export function smtpTestAppForSuite(): { readonly sink: SmtpSink; readonly testApp: AccountsTestApp } {
  const suite = {} as { sink: SmtpSink; testApp: AccountsTestApp };
  beforeAll(async () => {
    suite.sink = await startSmtpSink();
    suite.testApp = await buildAccountsTestApp({ config: { smtpUrl: suite.sink.url } });
  });
  afterAll(async () => {
    await suite.testApp.close();
    await suite.sink.close();
  });
  return suite;
}

/** A movable clock for expiry and lock-out rules; each reading ticks 1 ms, so rows keep their order. */
export function createTestClock(startMs = Date.UTC(2026, 10, 21, 9, 0, 0)) {
  let nowMs = startMs;
  return {
    now: () => (nowMs += 1),
    advance(ms: number) {
      nowMs += ms;
    },
  };
}

/**
 * The repository's brands, plus `direct` (host `direct.test`): a brand that signs users in without
 * e-mail verification.
 */
async function createTestBrandsDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'freightdesk-accounts-brands-'));
  await cp(path.join(repoRoot, 'brands', 'sample'), path.join(dir, 'sample'), { recursive: true });
  await cp(path.join(repoRoot, 'brands', 'sample'), path.join(dir, 'direct'), { recursive: true });
  const file = path.join(dir, 'direct', 'brand.json');
  const brand = JSON.parse(await readFile(file, 'utf8')) as {
    hostnames: string[];
    isDefault: boolean;
    configuration: Record<string, unknown> & { featureFlags: Record<string, boolean> };
  };
  brand.hostnames = ['direct.test'];
  brand.isDefault = false;
  brand.configuration['id'] = 'direct';
  brand.configuration['name'] = 'Direct Freight';
  brand.configuration.featureFlags['requireEmailVerification'] = false;
  await writeFile(file, JSON.stringify(brand).replaceAll('/brand-assets/sample/', '/brand-assets/direct/'));
  return dir;
}

export interface AccountsTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: ReturnType<typeof createTestClock>;
  close(): Promise<void>;
}

export async function buildAccountsTestApp(
  options: {
    config?: Partial<AppConfig>;
    database?: DatabaseHandle;
    clockStartMs?: number;
    redisKeyPrefix?: string;
    /** A logger of the test's own (to read what the server logs); silent by default. */
    logger?: FastifyBaseLogger;
    /** Adds test-only routes before the app is readied (e.g. one route per guard). */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<AccountsTestApp> {
  const brandsDir = await createTestBrandsDir();
  const database = options.database ?? (await createTestDatabase());
  const clock = createTestClock(options.clockStartMs);
  const app = await buildApp({
    config: testConfig({
      brandsDir,
      brandFile: path.join(brandsDir, 'sample', 'brand.json'),
      publicUrl: 'https://app.freightdesk.test',
      ...options.config,
    }),
    database,
    now: clock.now,
    mailDeliveryIntervalMs: 20,
    ...(options.redisKeyPrefix ? { redisKeyPrefix: options.redisKeyPrefix } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(brandsDir, { recursive: true, force: true });
    },
  };
}

/** The newest outbox mail to `recipient` whose subject matches. */
export async function latestMail(
  database: DatabaseHandle,
  recipient: string,
  subject: RegExp,
): Promise<OutboxRow | undefined> {
  const rows = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.createdAt));
  return rows.find((row) => subject.test(row.subject));
}

/** The one-time code of the newest verification e-mail to `recipient`. */
export async function latestCode(database: DatabaseHandle, recipient: string): Promise<string> {
  const mail = await latestMail(database, recipient, /verification|verificación|verificação|التحقق/i);
  const code = /\b(\d{4,12})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no verification code was sent to ${recipient}`);
  return code;
}

/** The uuid of the newest reset link e-mailed to `recipient`. */
export async function latestResetUuid(database: DatabaseHandle, recipient: string): Promise<string> {
  const mail = await latestMail(database, recipient, /password|contraseña|senha|كلمة المرور/i);
  const uuid = /\/reset-password\/([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];
  if (!uuid) throw new Error(`no reset link was sent to ${recipient}`);
  return uuid;
}

/** How long tests wait for background work (mail delivery, resends): the machine is shared. */
export const backgroundPolling = { timeout: 15_000, interval: 25 };

export const samplePassword = 'Cargo-2026';

/** A standard register body (business profile) for `email`. */
export function standardRegisterBody(
  email: string,
  phoneNumber = '+34 612 345 678',
  overrides: Record<string, unknown> = {},
) {
  return {
    contactName: 'Ana',
    contactSurname: 'García',
    password: samplePassword,
    email,
    phoneNumber,
    city: 'Valencia',
    countryIsoCode: 'ES',
    type: 'CUSTOMER',
    isCompany: true,
    movingsCompany: false,
    commercialName: 'Acme Imports',
    backendBranch: 'ES',
    languageCode: 'en',
    receiveNewsletter: false,
    ...overrides,
  };
}

let testPhoneSuffix = 100;
/** A fresh valid Spanish mobile number per call, so registrations in one test file do not collide. */
export const nextTestPhone = () => `+34 612 345 ${String((testPhoneSuffix += 1)).padStart(3, '0')}`;

/** The brand whose host is `direct.test` signs customers in without e-mail verification. */
export const directHost = 'direct.test';

/** The headers of a signed-in call: the bearer token, on the host of its brand (`direct.test` by default). */
export const bearer = (jwt: string, host = directHost) => ({ authorization: `Bearer ${jwt}`, host });

const jwtOf = (response: LightMyRequestResponse) => (response.json() as { data: { jwt: string } }).data.jwt;

/** Registers a business customer on the `direct` brand (no e-mail code) and answers its JWT. */
export async function registerDirectCustomer(
  app: FastifyInstance,
  email: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const body = standardRegisterBody(email, nextTestPhone(), overrides);
  const response = await post(app, '/api/v2/customers/register', body, { host: directHost });
  if (response.statusCode !== 200)
    throw new Error(`registering ${email} answered ${response.statusCode}: ${response.body}`);
  return jwtOf(response);
}

/**
 * A staff member (an e-mail on one of `internalEmailDomains`) signed in on the `direct` brand:
 * staff verify their mailbox even where customers need not.
 */
export async function registerStaff(testApp: AccountsTestApp, email: string): Promise<string> {
  const body = standardRegisterBody(email, nextTestPhone());
  const registration = await post(testApp.app, '/api/v2/customers/register', body, { host: directHost });
  if (registration.statusCode !== 202)
    throw new Error(`registering ${email} answered ${registration.statusCode}: ${registration.body}`);
  const code = await latestCode(testApp.database, email);
  return jwtOf(await post(testApp.app, '/api/v2/customers/validate-email', { email, code }, { host: directHost }));
}

let clientNumber = 0;
/**
 * Each call comes from a new client address unless `remoteAddress` is given, so the per-IP
 * rate limits only bite in the tests about them.
 */
export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = `10.0.${Math.floor((clientNumber += 1) / 250)}.${clientNumber % 250}`,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers, remoteAddress });
}

/** The claims part of a JWT, decoded without checking it (what the web app does). */
export function claimsOf(jwt: string): Record<string, unknown> {
  const [, payload] = jwt.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface TestRedis {
  url: string;
  /** A key prefix no other test app or earlier run uses. */
  keyPrefix(): string;
  close(): Promise<void>;
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A real Redis for the tests of the Redis store: `REDIS_URL` when set (CI's PostgreSQL pass),
 * else a private `redis-server` started on a free port (Debian's redis-server package). With
 * neither it throws: the Redis tests fail, they never pass without Redis.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const keyPrefix = () => `freightdesk-test:${randomBytes(6).toString('hex')}:`;
  const { redisUrl } = loadConfig();
  if (redisUrl) return { url: redisUrl, keyPrefix, close: async () => undefined };

  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const failedToStart = new Promise<never>((_resolve, reject) =>
    server.once('error', (error) =>
      reject(
        new Error(
          `Redis tests need REDIS_URL or redis-server on PATH (apt-get install -y redis-server): ${error.message}`,
        ),
      ),
    ),
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (await Promise.race([answersPing(port), failedToStart])) break;
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    keyPrefix,
    close: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

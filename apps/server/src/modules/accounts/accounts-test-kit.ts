import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../app';
import { repoRoot, type AppConfig } from '../../config/config';
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
  const bytes = Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
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
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), body: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')) });
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

/** The repository's brands, plus `direct` (host `direct.test`): a brand that signs users in without e-mail verification. */
async function createTestBrandsDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'freightdesk-accounts-brands-'));
  await cp(path.join(repoRoot, 'brands', 'sample'), path.join(dir, 'sample'), { recursive: true });
  await cp(path.join(repoRoot, 'brands', 'sample'), path.join(dir, 'direct'), { recursive: true });
  const file = path.join(dir, 'direct', 'brand.json');
  const brand = JSON.parse(await readFile(file, 'utf8')) as { hostnames: string[]; isDefault: boolean; configuration: Record<string, unknown> & { featureFlags: Record<string, boolean> } };
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

export async function buildAccountsTestApp(options: { config?: Partial<AppConfig>; database?: DatabaseHandle } = {}): Promise<AccountsTestApp> {
  const brandsDir = await createTestBrandsDir();
  const database = options.database ?? (await createTestDatabase());
  const clock = createTestClock();
  const app = await buildApp({
    config: testConfig({ brandsDir, brandFile: path.join(brandsDir, 'sample', 'brand.json'), publicUrl: 'https://app.freightdesk.test', ...options.config }),
    database,
    now: clock.now,
    mailDeliveryIntervalMs: 20,
  });
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
export async function latestMail(database: DatabaseHandle, recipient: string, subject: RegExp): Promise<OutboxRow | undefined> {
  const rows = await database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.createdAt));
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

export const samplePassword = 'Cargo-2026';

/** A standard register body (business profile) for `email`. */
export function standardRegisterBody(email: string, phoneNumber = '+34 612 345 678', overrides: Record<string, unknown> = {}) {
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

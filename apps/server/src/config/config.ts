import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The server's configuration: the environment, parsed ONCE at start by one zod schema
 * (docs/architecture.md). Nothing else in the server reads `process.env` (lint enforces it).
 */

/** The repository root, so defaults do not depend on the directory the server starts in. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset variable and an empty one (`PORT=` in a compose file) mean the same: not given. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.util.NoUndefined<z.output<T>>) =>
  z.preprocess(blankToUndefined, schema.default(fallback));

const urlWithProtocols = (protocols: readonly string[]) =>
  z.string().refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol.slice(0, -1)), {
    error: `must be a URL starting with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
  });

const port = z
  .string()
  .regex(/^\d{1,5}$/, { error: 'must be an integer from 0 to 65535' })
  .transform(Number)
  .refine((value) => value <= 65_535, { error: 'must be an integer from 0 to 65535' });

const booleanText = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A path from the environment is taken relative to the working directory; a default, to the repository. */
const pathFromCwd = z.string().transform((value) => path.resolve(value));

const environmentSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  PORT: withDefault(port, 8080),
  /** `localhost` keeps a developer's server off the network; deployments set 0.0.0.0. */
  HOST: withDefault(z.string(), 'localhost'),
  DATA_DIR: withDefault(pathFromCwd, path.join(repoRoot, 'data')),
  /** Unset: the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: optional(urlWithProtocols(['postgres', 'postgresql'])),
  REDIS_URL: optional(urlWithProtocols(['redis', 'rediss'])),
  /** The address users reach the product at (links in e-mails); https also turns HSTS on. */
  PUBLIC_URL: optional(urlWithProtocols(['http', 'https'])),
  SMTP_URL: optional(urlWithProtocols(['smtp', 'smtps'])),
  JWT_SECRET: optional(z.string().min(32, { error: 'must be at least 32 characters' })),
  /** The default brand's file; every brand in BRANDS_DIR is loaded as well. */
  BRAND_FILE: withDefault(pathFromCwd, path.join(repoRoot, 'brands', 'sample', 'brand.json')),
  BRANDS_DIR: withDefault(pathFromCwd, path.join(repoRoot, 'brands')),
  /** The built web app (`npm run build -w @freightdesk/web`). */
  WEB_DIST_DIR: withDefault(pathFromCwd, path.join(repoRoot, 'apps', 'web', 'dist')),
  LOG_LEVEL: withDefault(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }), 'info'),
  /** Behind a load balancer: take the client address and host from X-Forwarded-* headers. */
  TRUST_PROXY: withDefault(booleanText, false),
  /**
   * Serve the held e-mails at /dev/mailbox. Off unless set, and even then only while HOST is a
   * loopback address, to loopback clients: one-time codes and reset links must never be public.
   */
  DEV_MAILBOX: withDefault(booleanText, false),
  /**
   * Load the demo tariffs on a first start (no tariffs yet). Default: on for the embedded database, off with
   * DATABASE_URL.
   */
  DEMO_TARIFFS: optional(booleanText),
  /**
   * Staff e-mail domains, comma separated (docs/product/staff.md#who-is-staff): their users may impersonate customers.
   */
  INTERNAL_EMAIL_DOMAINS: withDefault(z.string(), 'freightdesk.example'),
  /** One address on a staff domain that is treated as a customer (docs/product/staff.md#who-is-staff). */
  INTERNAL_TEST_EMAIL: optional(z.string()),
  /**
   * Card payments through Stripe Checkout (docs/decisions/065-payments.md): both the secret key and the webhook
   * signing secret, or neither (no card option). STRIPE_API_BASE points the client elsewhere (a stand-in in tests).
   */
  STRIPE_SECRET_KEY: optional(z.string().min(8)),
  STRIPE_WEBHOOK_SECRET: optional(z.string().min(8)),
  STRIPE_API_BASE: withDefault(urlWithProtocols(['http', 'https']), 'https://api.stripe.com'),
  /** PayPal Orders v2: client id, secret and the webhook's id together, or none (no PayPal option). */
  PAYPAL_CLIENT_ID: optional(z.string().min(8)),
  PAYPAL_CLIENT_SECRET: optional(z.string().min(8)),
  PAYPAL_WEBHOOK_ID: optional(z.string().min(1)),
  /** https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com (sandbox). */
  PAYPAL_API_BASE: withDefault(urlWithProtocols(['http', 'https']), 'https://api-m.paypal.com'),
  /**
   * Development and browser journeys only: the server starts local stand-ins of Stripe and PayPal and pays through
   * them (never with NODE_ENV=production).
   */
  PAYMENT_STANDINS: withDefault(booleanText, false),
});

/** Variables that only work together: all of a group or none. */
const variableGroups = [
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
] as const;

const checkedEnvironmentSchema = environmentSchema.superRefine((env, context) => {
  for (const group of variableGroups) {
    const given = group.filter((name) => env[name] !== undefined);
    for (const name of group) {
      if (given.length > 0 && env[name] === undefined) {
        context.addIssue({ code: 'custom', path: [name], message: `is required with ${given.join(' and ')}` });
      }
    }
  }
  if (env.PAYMENT_STANDINS && env.NODE_ENV === 'production') {
    context.addIssue({ code: 'custom', path: ['PAYMENT_STANDINS'], message: 'must not be set in production' });
  }
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  jwtSecret: string | undefined;
  brandFile: string;
  brandsDir: string;
  webDistDir: string;
  logLevel: (typeof logLevels)[number];
  trustProxy: boolean;
  /** DEV_MAILBOX=true and a loopback HOST: the development mailbox is served (to loopback clients only). */
  devMailbox: boolean;
  /** Load the generated demo tariffs when the database has none (docs/decisions/036-tariffs-demo-set.md). */
  demoTariffs: boolean;
  internalEmailDomains: string[];
  internalTestEmail: string | undefined;
  /** The payment providers whose keys are configured (docs/decisions/065-payments.md); null: not offered. */
  payments: PaymentsConfig;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
}

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiBase: string;
}

export interface PaymentsConfig {
  stripe: StripeConfig | null;
  paypal: PaypalConfig | null;
  /** PAYMENT_STANDINS: start local stand-ins of both providers and use them (never in production). */
  standIns: boolean;
}

/**
 * `localhost` (and names under it, RFC 6761: a brand's `harbourline.localhost`), 127.0.0.0/8 or ::1:
 * an address only this machine reaches (`0.0.0.0` and `::` are every interface).
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    bare === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(bare) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(bare)
  );
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment (a plain object, so tests pass their own) into the configuration. */
export function parseConfig(environment: Record<string, string | undefined>): AppConfig {
  const result = checkedEnvironmentSchema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const variable = issue.path.join('.');
      const received = environment[variable];
      // Secrets never reach a log, even when they are wrong.
      const shown = received === undefined || /SECRET|KEY|URL/.test(variable) ? '' : ` (got "${received}")`;
      return `${variable} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = result.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    smtpUrl: env.SMTP_URL,
    jwtSecret: env.JWT_SECRET,
    brandFile: env.BRAND_FILE,
    brandsDir: env.BRANDS_DIR,
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    devMailbox: env.DEV_MAILBOX && isLoopbackHost(env.HOST),
    demoTariffs: env.DEMO_TARIFFS ?? env.DATABASE_URL === undefined,
    internalEmailDomains: env.INTERNAL_EMAIL_DOMAINS.split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    internalTestEmail: env.INTERNAL_TEST_EMAIL,
    payments: {
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE }
          : null,
      paypal:
        env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID
          ? {
              clientId: env.PAYPAL_CLIENT_ID,
              clientSecret: env.PAYPAL_CLIENT_SECRET,
              webhookId: env.PAYPAL_WEBHOOK_ID,
              apiBase: env.PAYPAL_API_BASE,
            }
          : null,
      standIns: env.PAYMENT_STANDINS,
    },
  };
}

let loadedConfig: AppConfig | undefined;

/** The process's configuration, parsed from `process.env` on first use and kept. */
export function loadConfig(): AppConfig {
  loadedConfig ??= parseConfig(process.env);
  return loadedConfig;
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig, repoRoot } from './config';

describe('parseConfig', () => {
  it('gives a working embedded set-up when nothing is set', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: 'localhost',
      dataDir: path.join(repoRoot, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      brandFile: path.join(repoRoot, 'brands', 'sample', 'brand.json'),
      brandsDir: path.join(repoRoot, 'brands'),
      webDistDir: path.join(repoRoot, 'apps', 'web', 'dist'),
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('takes PORT from the environment', () => {
    expect(parseConfig({ PORT: '8091' }).port).toBe(8091);
    expect(parseConfig({ PORT: '8091' }).publicUrl).toBe('http://localhost:8091');
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '', LOG_LEVEL: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      logLevel: 'info',
      databaseUrl: undefined,
    });
  });

  it.each(['abc', '-1', '70000', '80.5'])('rejects PORT=%s naming the variable and the rule', (port) => {
    expect(() => parseConfig({ PORT: port })).toThrow(
      `Invalid environment: PORT must be an integer from 0 to 65535 (got "${port}")`,
    );
  });

  it('resolves relative paths from the working directory', () => {
    expect(parseConfig({ DATA_DIR: 'tmp/data' }).dataDir).toBe(path.resolve('tmp/data'));
  });

  it('accepts a PostgreSQL URL and refuses other databases', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).databaseUrl).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
    expect(() => parseConfig({ DATABASE_URL: 'mysql://root@db/app' })).toThrow(
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    );
  });

  it('lists every invalid variable at once and never echoes a secret', () => {
    const parse = () => parseConfig({ LOG_LEVEL: 'loud', JWT_SECRET: 'short-secret', TRUST_PROXY: 'maybe' });
    expect(parse).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "loud"\)/);
    expect(parse).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(parse).toThrow(/TRUST_PROXY/);
    expect(parse).not.toThrow(/short-secret/);
  });

  it('reads TRUST_PROXY as a boolean', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('enables a payment provider only with all of its keys (ADR 065)', () => {
    expect(parseConfig({}).payments).toEqual({ stripe: null, paypal: null, standIns: false });
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_123456', STRIPE_WEBHOOK_SECRET: 'whsec_123456' };
    expect(parseConfig(stripe).payments.stripe).toEqual({
      secretKey: 'sk_test_123456',
      webhookSecret: 'whsec_123456',
      apiBase: 'https://api.stripe.com',
    });
    expect(parseConfig({ ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:9' }).payments.stripe?.apiBase).toBe(
      'http://127.0.0.1:9',
    );
    const paypal = { PAYPAL_CLIENT_ID: 'client-1234', PAYPAL_CLIENT_SECRET: 'secret-1234', PAYPAL_WEBHOOK_ID: 'WH-1' };
    expect(parseConfig(paypal).payments.paypal?.apiBase).toBe('https://api-m.paypal.com');
  });

  it('refuses half a provider and never echoes its keys', () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_live_secret_value' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY/,
    );
    expect(() => parseConfig({ PAYPAL_CLIENT_ID: 'client-1234' })).toThrow(/PAYPAL_CLIENT_SECRET is required/);
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'short' })).toThrow(/^(?!.*short).*STRIPE_SECRET_KEY/);
  });

  it('never starts the payment stand-ins in production', () => {
    expect(parseConfig({ PAYMENT_STANDINS: 'true' }).payments.standIns).toBe(true);
    expect(() => parseConfig({ PAYMENT_STANDINS: 'true', NODE_ENV: 'production' })).toThrow(
      /PAYMENT_STANDINS must not be set in production/,
    );
  });
});

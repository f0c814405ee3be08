import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import {
  buildAccountsTestApp,
  directHost,
  post,
  standardRegisterBody,
  type AccountsTestApp,
} from '../modules/accounts/accounts-test-kit';
import { requestLimits } from './request-limits';

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp();
});
afterAll(() => testApp.close());

const limitOf = (key: string) => {
  const limit = requestLimits[key];
  if (!limit) throw new Error(`no request limit for ${key}`);
  return limit;
};

describe('request limits', () => {
  it('stop 1,000 sign-ups from one address after the first few, with Retry-After', async () => {
    const from = '198.51.100.99';
    const statuses = new Map<number, number>();
    let retryAfter: string | undefined;
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const phone = `+34 622 ${String(100_000 + attempt).slice(0, 3)} ${String(100_000 + attempt).slice(3)}`;
      const response = await post(
        testApp.app,
        '/api/v2/customers/register',
        standardRegisterBody(`flood${attempt}@signups.example`, phone),
        { host: directHost },
        from,
      );
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 429) retryAfter ??= String(response.headers['retry-after']);
    }
    const { perIp, windowMs } = limitOf('POST /api/v2/customers/register');
    expect(statuses.get(200)).toBe(perIp);
    expect(statuses.get(429)).toBe(1000 - perIp);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(windowMs / 1000);
    const [created] = await testApp.database.db
      .select({ accounts: count() })
      .from(customers)
      .where(like(customers.email, 'flood%@signups.example'));
    expect(created?.accounts).toBe(perIp);
    // Another address may still sign up.
    const other = await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody('not.flood@signups.example', '+34 633 100 200'),
      { host: directHost },
      '198.51.100.100',
    );
    expect(other.statusCode).toBe(200);
  });

  it('count malformed quote requests too: past the limit a client gets 429 before any validation', async () => {
    const from = '198.51.100.101';
    const { perIp } = limitOf('POST /api/v2/quotes');
    for (let attempt = 0; attempt < perIp; attempt += 1) {
      expect((await post(testApp.app, '/api/v2/quotes', { shipmentType: 'nonsense' }, {}, from)).statusCode).toBe(422);
    }
    const limited = await post(testApp.app, '/api/v2/quotes', { shipmentType: 'nonsense' }, {}, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'TOO_MANY_ATTEMPTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limit place searches per address, and let the next minute search again', async () => {
    const from = '198.51.100.102';
    const { perIp, windowMs } = limitOf('GET /api/v2/places');
    const search = () =>
      testApp.app.inject({ method: 'GET', url: '/api/v2/places?query=rotterdam', remoteAddress: from });
    for (let attempt = 0; attempt < perIp; attempt += 1) expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(429);
    testApp.clock.advance(windowMs);
    expect((await search()).statusCode).toBe(200);
  });

  it('never count anything already saved twice: a limited sign-up leaves the account table as it was', async () => {
    const [before] = await testApp.database.db.select({ accounts: count() }).from(customers);
    const limited = await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody('flood-late@signups.example', '+34 644 100 200'),
      { host: directHost },
      '198.51.100.99',
    );
    expect(limited.statusCode).toBe(429);
    const [after] = await testApp.database.db.select({ accounts: count() }).from(customers);
    expect(after).toEqual(before);
    const [late] = await testApp.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'flood-late@signups.example'));
    expect(late).toBeUndefined();
  });
});

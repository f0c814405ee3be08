import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema';
import { accountPolicy } from './account-policy';
import {
  buildAccountsTestApp,
  post,
  samplePassword,
  standardRegisterBody,
  startTestRedis,
  type AccountsTestApp,
  type TestRedis,
  nextTestPhone,
} from './accounts-test-kit';

/**
 * Rate-limit counters in Redis (REDIS_URL): a real Redis, REDIS_URL's or a private redis-server
 * (startTestRedis throws without either: these tests never pass without Redis).
 */
let redis: TestRedis;
let redisClient: ReturnType<typeof createClient>;
let keyPrefix: string;
let first: AccountsTestApp;
let second: AccountsTestApp;

beforeAll(async () => {
  redis = await startTestRedis();
  redisClient = createClient({ url: redis.url });
  await redisClient.connect();
  keyPrefix = redis.keyPrefix();
  // Two server processes, each on its OWN database: only Redis can make them count together.
  first = await buildAccountsTestApp({ config: { redisUrl: redis.url }, redisKeyPrefix: keyPrefix });
  second = await buildAccountsTestApp({ config: { redisUrl: redis.url }, redisKeyPrefix: keyPrefix });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  if (keyPrefix) {
    const keys = await redisClient.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redisClient.del(keys);
  }
  await redisClient?.close();
  await redis?.close();
});

const login = (app: AccountsTestApp, email: string, password: string, remoteAddress?: string) =>
  post(app.app, '/api/v2/customers/login', { login: email, password }, {}, remoteAddress);

/** Both apps read the same minute, a fresh one. */
function nextWindow(windowMs: number = accountPolicy.rateLimits.attempts.windowMs): void {
  first.clock.advance(windowMs);
  second.clock.advance(first.clock.now() - second.clock.now());
}

async function registerDirect(app: AccountsTestApp, email: string): Promise<void> {
  const response = await post(app.app, '/api/v2/customers/register', standardRegisterBody(email, nextTestPhone()), {
    host: 'direct.test',
  });
  expect(response.statusCode).toBe(200);
}

describe('rate limits with REDIS_URL (counters in Redis)', () => {
  it('keeps the counters in Redis, expiring after two windows, and none in the database', async () => {
    nextWindow();
    expect((await login(first, 'redis.nobody@acme.example', 'whatever1', '198.51.100.40')).statusCode).toBe(404);
    // The sign-in's two (client, address) and the answer that told the address is unknown (client).
    const keys = await redisClient.keys(`${keyPrefix}*`);
    expect(keys).toHaveLength(3);
    const longestWindowMs = Math.max(
      accountPolicy.rateLimits.attempts.windowMs,
      accountPolicy.rateLimits.addressesRevealed.windowMs,
    );
    for (const key of keys) {
      expect(await redisClient.get(key)).toBe('1');
      const ttlMs = await redisClient.pTTL(key);
      expect(ttlMs).toBeGreaterThan(0);
      expect(ttlMs).toBeLessThanOrEqual(2 * longestWindowMs);
    }
    // No address in the keys: they are hashed.
    expect(keys.join(' ')).not.toContain('redis.nobody');
    expect(await first.database.db.select().from(rateLimitCounters)).toEqual([]);
  });

  it('answers 429 TOO_MANY_ATTEMPTS after 10 sign-ins a minute on one address, again the next minute', async () => {
    const email = 'redis.busy@acme.example';
    await registerDirect(first, email);
    nextWindow();
    for (let attempt = 0; attempt < accountPolicy.rateLimits.attempts.perAddress; attempt += 1) {
      expect((await login(first, email, samplePassword)).statusCode).toBe(200);
    }
    const blocked = await login(first, email, samplePassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'TOO_MANY_ATTEMPTS' });
    nextWindow();
    expect((await login(first, email, samplePassword)).statusCode).toBe(200);
  });

  it('shares the counters between two server processes that have different databases', async () => {
    nextWindow();
    const half = accountPolicy.rateLimits.attempts.perIp / 2;
    for (let attempt = 0; attempt < half; attempt += 1) {
      expect((await login(first, `redis.a${attempt}@acme.example`, 'whatever1', '198.51.100.41')).statusCode).toBe(404);
      expect((await login(second, `redis.b${attempt}@acme.example`, 'whatever1', '198.51.100.41')).statusCode).toBe(
        404,
      );
    }
    expect((await login(second, 'redis.last@acme.example', 'whatever1', '198.51.100.41')).statusCode).toBe(429);
    expect((await login(first, 'redis.last@acme.example', 'whatever1', '198.51.100.41')).statusCode).toBe(429);
    expect((await login(first, 'redis.last@acme.example', 'whatever1', '198.51.100.42')).statusCode).toBe(404);
    expect(await second.database.db.select().from(rateLimitCounters)).toEqual([]);
  });

  it('limits code resends per hour in Redis too', async () => {
    nextWindow(accountPolicy.rateLimits.codeResends.windowMs);
    for (let resent = 0; resent < accountPolicy.rateLimits.codeResends.perAddress; resent += 1) {
      const app = resent % 2 === 0 ? first : second;
      expect(
        (await post(app.app, '/api/v2/customers/resend-code', { email: 'redis.resend@acme.example' })).statusCode,
      ).toBe(202);
    }
    expect(
      (await post(first.app, '/api/v2/customers/resend-code', { email: 'redis.resend@acme.example' })).statusCode,
    ).toBe(429);
  });
});

describe('when Redis cannot be reached', () => {
  it('starts anyway and counts in the database, so the limits still hold', async () => {
    const startedAt = performance.now();
    // Port 1 on the loopback: nothing listens there.
    const unreachable = await buildAccountsTestApp({
      config: { redisUrl: 'redis://127.0.0.1:1' },
      redisKeyPrefix: keyPrefix,
    });
    try {
      expect(performance.now() - startedAt).toBeLessThan(15_000);
      for (let attempt = 0; attempt < accountPolicy.rateLimits.attempts.perAddress; attempt += 1) {
        expect((await login(unreachable, 'no.redis@acme.example', 'whatever1')).statusCode).toBe(404);
      }
      expect((await login(unreachable, 'no.redis@acme.example', 'whatever1')).statusCode).toBe(429);
      expect((await unreachable.database.db.select().from(rateLimitCounters)).length).toBeGreaterThan(0);
    } finally {
      await unreachable.close();
    }
  });
});

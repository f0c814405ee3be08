import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPolicy } from './account-policy';
import {
  buildAccountsTestApp,
  registerDirectCustomer,
  post,
  samplePassword,
  type AccountsTestApp,
} from './accounts-test-kit';

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp();
});
afterAll(() => testApp.close());

const registerDirect = (app: AccountsTestApp, email: string) => registerDirectCustomer(app.app, email);

const login = (app: AccountsTestApp, email: string, password: string, remoteAddress?: string) =>
  post(app.app, '/api/v2/customers/login', { login: email, password }, {}, remoteAddress);

describe('lock-out after consecutive failed sign-ins', () => {
  // For 15 minutes (accountPolicy).
  it('locks the account on the 5th failure in a row (423 ACCOUNT_LOCKED), even for the right password', async () => {
    const email = 'locked@acme.example';
    await registerDirect(testApp, email);
    for (let failure = 1; failure < accountPolicy.lockOutAfterFailures; failure += 1) {
      expect((await login(testApp, email, 'wrong-password')).statusCode).toBe(401);
    }
    const fifth = await login(testApp, email, 'wrong-password');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ message: 'ACCOUNT_LOCKED' });
    const rightButLocked = await login(testApp, email, samplePassword);
    expect(rightButLocked.statusCode).toBe(423);

    testApp.clock.advance(accountPolicy.lockOutMs - 10_000);
    expect((await login(testApp, email, samplePassword)).statusCode).toBe(423);
    testApp.clock.advance(10_000);
    expect((await login(testApp, email, samplePassword)).statusCode).toBe(200);
  });

  it('counts only consecutive failures: a success starts the count again', async () => {
    const email = 'almost.locked@acme.example';
    await registerDirect(testApp, email);
    for (let failure = 1; failure < accountPolicy.lockOutAfterFailures; failure += 1)
      await login(testApp, email, 'wrong-password');
    expect((await login(testApp, email, samplePassword)).statusCode).toBe(200);
    for (let failure = 1; failure < accountPolicy.lockOutAfterFailures; failure += 1) {
      expect((await login(testApp, email, 'wrong-password')).statusCode).toBe(401);
    }
  });
});

describe('rate limits on sign-in (counters in the database)', () => {
  it('answers 429 TOO_MANY_ATTEMPTS after 10 attempts a minute on one address, from any client', async () => {
    const email = 'busy.address@acme.example';
    await registerDirect(testApp, email);
    testApp.clock.advance(accountPolicy.rateLimits.attempts.windowMs);
    for (let attempt = 0; attempt < accountPolicy.rateLimits.attempts.perAddress; attempt += 1) {
      // Right password: nothing locks, only the rate limit counts.
      expect((await login(testApp, email, samplePassword)).statusCode).toBe(200);
    }
    const blocked = await login(testApp, email, samplePassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'TOO_MANY_ATTEMPTS' });
    testApp.clock.advance(accountPolicy.rateLimits.attempts.windowMs);
    expect((await login(testApp, email, samplePassword)).statusCode).toBe(200);
  });

  it('answers 429 after 30 attempts a minute from one IP address, whatever the account', async () => {
    testApp.clock.advance(accountPolicy.rateLimits.attempts.windowMs);
    for (let attempt = 0; attempt < accountPolicy.rateLimits.attempts.perIp; attempt += 1) {
      expect((await login(testApp, `nobody${attempt}@acme.example`, 'whatever1', '198.51.100.7')).statusCode).toBe(404);
    }
    expect((await login(testApp, 'nobody-more@acme.example', 'whatever1', '198.51.100.7')).statusCode).toBe(429);
    expect((await login(testApp, 'nobody-more@acme.example', 'whatever1', '198.51.100.8')).statusCode).toBe(404);
  });

  it('shares the counters between two server processes on one database', async () => {
    const second = await buildAccountsTestApp({ database: testApp.database });
    try {
      // Both processes read the same minute.
      second.clock.advance(testApp.clock.now() - second.clock.now());
      const half = accountPolicy.rateLimits.attempts.perIp / 2;
      for (let attempt = 0; attempt < half; attempt += 1) {
        expect((await login(testApp, `shared${attempt}@acme.example`, 'whatever1', '198.51.100.20')).statusCode).toBe(
          404,
        );
        expect((await login(second, `shared-b${attempt}@acme.example`, 'whatever1', '198.51.100.20')).statusCode).toBe(
          404,
        );
      }
      expect((await login(second, 'shared-last@acme.example', 'whatever1', '198.51.100.20')).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

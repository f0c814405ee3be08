import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPolicy } from './account-policy';
import {
  buildAccountsTestApp,
  latestResetUuid,
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

describe('lock-out after consecutive failed sign-ins (per account and client)', () => {
  it('locks a client out 15 minutes at its 5th failure in a row (423 ACCOUNT_LOCKED), even when right', async () => {
    const email = 'locked@acme.example';
    const client = '192.0.2.10';
    await registerDirect(testApp, email);
    for (let failure = 1; failure < accountPolicy.lockOutAfterFailures; failure += 1) {
      expect((await login(testApp, email, 'wrong-password', client)).statusCode).toBe(401);
    }
    const fifth = await login(testApp, email, 'wrong-password', client);
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ message: 'ACCOUNT_LOCKED' });
    const rightButLocked = await login(testApp, email, samplePassword, client);
    expect(rightButLocked.statusCode).toBe(423);

    testApp.clock.advance(accountPolicy.lockOutMs - 10_000);
    expect((await login(testApp, email, samplePassword, client)).statusCode).toBe(423);
    testApp.clock.advance(10_000);
    expect((await login(testApp, email, samplePassword, client)).statusCode).toBe(200);
  });

  it("does not let a stranger's wrong passwords lock the owner out", async () => {
    const email = 'owner@acme.example';
    await registerDirect(testApp, email);
    for (let failure = 0; failure < accountPolicy.lockOutAfterFailures + 2; failure += 1)
      await login(testApp, email, 'guess-number-' + failure, '203.0.113.66');
    expect((await login(testApp, email, samplePassword, '203.0.113.66')).statusCode).toBe(423);
    expect((await login(testApp, email, samplePassword, '198.51.100.40')).statusCode).toBe(200);
  });

  it('locks the whole account after 20 failures from many clients, and the e-mailed reset link lifts it', async () => {
    const email = 'many.guesses@acme.example';
    await registerDirect(testApp, email);
    for (let failure = 1; failure <= accountPolicy.lockAccountAfterFailures; failure += 1) {
      // A guess spread over minutes, under the per-address rate limit.
      if (failure % accountPolicy.rateLimits.attempts.perAddress === 0)
        testApp.clock.advance(accountPolicy.rateLimits.attempts.windowMs);
      const response = await login(testApp, email, 'guess-' + failure, `203.0.113.${100 + failure}`);
      expect(response.statusCode).toBe(failure === accountPolicy.lockAccountAfterFailures ? 423 : 401);
    }
    expect((await login(testApp, email, samplePassword, '198.51.100.41')).statusCode).toBe(423);
    expect((await post(testApp.app, '/api/v2/customers/passwordRecovery', { email })).statusCode).toBe(200);
    const uuid = await latestResetUuid(testApp.database, email);
    const reset = await post(testApp.app, '/api/v2/customers/reset-password', {
      uuid,
      password: 'Unlocked-Again-5',
      confirmPassword: 'Unlocked-Again-5',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(testApp, email, 'Unlocked-Again-5', '198.51.100.41')).statusCode).toBe(200);
    expect((await login(testApp, email, 'Unlocked-Again-5', '203.0.113.101')).statusCode).toBe(200);
  });

  it('counts only consecutive failures: a success starts the count again', async () => {
    const email = 'almost.locked@acme.example';
    const client = '192.0.2.11';
    await registerDirect(testApp, email);
    for (let failure = 1; failure < accountPolicy.lockOutAfterFailures; failure += 1)
      await login(testApp, email, 'wrong-password', client);
    expect((await login(testApp, email, samplePassword, client)).statusCode).toBe(200);
    for (let failure = 1; failure < accountPolicy.lockOutAfterFailures; failure += 1) {
      expect((await login(testApp, email, 'wrong-password', client)).statusCode).toBe(401);
    }
  });
});

describe('rate limits on sign-in (counters in the database)', () => {
  it('tells one client whether addresses have accounts 30 times an hour at most, however slowly it asks', async () => {
    const { perIp, windowMs } = accountPolicy.rateLimits.addressesRevealed;
    const client = '198.51.100.150';
    for (let probe = 0; probe < perIp; probe += 1) {
      // Slower than any per-minute limit.
      if (probe % 5 === 0) testApp.clock.advance(accountPolicy.rateLimits.attempts.windowMs);
      const response = await post(
        testApp.app,
        '/api/v2/customers/passwordRecovery',
        { email: `probe${probe}@x.example` },
        {},
        client,
      );
      expect(response.statusCode).toBe(404);
    }
    testApp.clock.advance(accountPolicy.rateLimits.attempts.windowMs);
    const limited = await login(testApp, 'probe-more@x.example', 'whatever1', client);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(testApp, 'probe-more@x.example', 'whatever1', '198.51.100.151')).statusCode).toBe(404);
    testApp.clock.advance(windowMs);
    expect((await login(testApp, 'probe-more@x.example', 'whatever1', client)).statusCode).toBe(404);
  });

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

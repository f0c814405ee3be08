import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { accountPolicy } from './account-policy';
import { buildAccountsTestApp, post, registerDirectCustomer, type AccountsTestApp } from './accounts-test-kit';

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp();
});
afterAll(() => testApp.close());

const mailsTo = async (recipient: string) =>
  (await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, recipient))).length;

describe('e-mails to an address no one has proved is theirs', () => {
  it('are at most a few a day, however many clients ask, and the answer does not change', async () => {
    const email = 'flooded.owner@acme.example';
    await registerDirectCustomer(testApp.app, email);
    const before = await mailsTo(email);
    const { perAddress: dailyCap, windowMs: dayMs } = accountPolicy.rateLimits.mailsToUnprovenAddress;
    for (let request = 0; request < dailyCap + 6; request += 1) {
      // Many clients, slower than the per-minute limits.
      if (request % 5 === 4) testApp.clock.advance(accountPolicy.rateLimits.attempts.windowMs);
      const response = await post(
        testApp.app,
        '/api/v2/customers/passwordRecovery',
        { email },
        {},
        `203.0.113.${request + 1}`,
      );
      expect(response.statusCode).toBe(200);
    }
    expect((await mailsTo(email)) - before).toBe(dailyCap);
    testApp.clock.advance(dayMs);
    expect((await post(testApp.app, '/api/v2/customers/passwordRecovery', { email })).statusCode).toBe(200);
    expect((await mailsTo(email)) - before).toBe(dailyCap + 1);
  });
});

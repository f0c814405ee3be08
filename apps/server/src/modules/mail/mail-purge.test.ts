import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import {
  backgroundPolling,
  buildAccountsTestApp,
  latestCode,
  post,
  standardRegisterBody,
  smtpTestAppForSuite,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { mailDeliveryPolicy } from './mail.service';

const polling = backgroundPolling;
const dayMs = 24 * 60 * 60 * 1000;
/** Several turns of the delivery loop (every 20 ms in these apps). */
const someLoopTurns = () => new Promise((resolve) => setTimeout(resolve, 300));

const rowsTo = (testApp: AccountsTestApp, recipient: string) =>
  testApp.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));

describe('old e-mails leave the outbox (codes and reset links do not stay in the database)', () => {
  it('keeps 30 days as the retention', () => {
    expect(mailDeliveryPolicy.retentionMs).toBe(30 * dayMs);
  });

  describe('with SMTP', () => {
    const smtp = smtpTestAppForSuite();

    it('the delivery loop deletes a sent code e-mail, body and all, once it is 30 days old', async () => {
      const email = 'purge.sent@acme.example';
      expect(
        (await post(smtp.testApp.app, '/api/v2/customers/register', standardRegisterBody(email, '+34 612 410 001')))
          .statusCode,
      ).toBe(202);
      const code = await latestCode(smtp.testApp.database, email);
      await smtp.sink.waitFor((mail) => mail.to.includes(email));
      await expect
        .poll(async () => (await rowsTo(smtp.testApp, email)).map((row) => row.status), polling)
        .toEqual(['sent']);

      smtp.testApp.clock.advance(29 * dayMs);
      await someLoopTurns();
      expect((await rowsTo(smtp.testApp, email))[0]?.text).toContain(code);

      smtp.testApp.clock.advance(1 * dayMs + mailDeliveryPolicy.purgeIntervalMs);
      await expect.poll(async () => (await rowsTo(smtp.testApp, email)).length, polling).toBe(0);
    });
  });

  describe('without SMTP (mails held for /dev/mailbox)', () => {
    let testApp: AccountsTestApp;
    beforeAll(async () => {
      testApp = await buildAccountsTestApp({ config: { devMailbox: true } });
    });
    afterAll(() => testApp.close());

    it('deletes held mails after 30 days too, but never a mail still waiting to be sent', async () => {
      const email = 'purge.held@acme.example';
      expect((await post(testApp.app, '/api/v2/customers/passwordRecovery', { email })).statusCode).toBe(404);
      expect(
        (await post(testApp.app, '/api/v2/customers/register', standardRegisterBody(email, '+34 612 410 002')))
          .statusCode,
      ).toBe(202);
      expect((await rowsTo(testApp, email)).map((row) => row.status)).toEqual(['held']);
      // A mail another process (with SMTP) has not delivered yet: its own loop decides its fate.
      const waiting = 'purge.pending@acme.example';
      const writtenAt = new Date(testApp.clock.now());
      await testApp.database.db.insert(outbox).values({
        sender: 'x <no-reply@app.freightdesk.test>',
        recipient: waiting,
        subject: 's',
        html: 'h',
        text: 't',
        status: 'pending',
        nextAttemptAt: writtenAt,
        createdAt: writtenAt,
      });

      testApp.clock.advance(31 * dayMs);
      await expect.poll(async () => (await rowsTo(testApp, email)).length, polling).toBe(0);
      await someLoopTurns();
      expect((await rowsTo(testApp, waiting)).map((row) => row.status)).toEqual(['pending']);
      // The mailbox page no longer shows the code.
      const page = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.body).not.toContain(email);
    });
  });
});

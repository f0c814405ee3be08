import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, type OutboxRow } from '../../db/schema';
import { parseConfig } from '../../config/config';
import {
  backgroundPolling,
  buildAccountsTestApp,
  post,
  standardRegisterBody,
  smtpTestAppForSuite,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { renderMail } from './mail-templates';
import { mailDeliveryPolicy } from './mail.service';

const polling = backgroundPolling;

describe('e-mail over SMTP (a real smtp-server sink)', () => {
  const smtp = smtpTestAppForSuite();

  it('sends the one-time code of a registration, in the brand name, and marks the outbox row sent', async () => {
    const email = 'smtp.code@acme.example';
    const response = await post(
      smtp.testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody(email, '+34 612 400 001'),
    );
    expect(response.statusCode).toBe(202);
    const mail = await smtp.sink.waitFor((received) => received.to.includes(email));
    expect(mail.body).toMatch(/Subject: Your Freightdesk verification code/);
    expect(mail.body).toMatch(/From: "?Freightdesk"? <no-reply@app\.freightdesk\.test>/);
    const code = /Use this code to verify your e-mail address:\s+(\d{4})\s/.exec(mail.body)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(mail.body).toContain('text/html');

    const validated = await post(smtp.testApp.app, '/api/v2/customers/validate-email', { email, code });
    expect(validated.statusCode).toBe(200);
    const welcome = await smtp.sink.waitFor(
      (received) => received.to.includes(email) && received.body.includes('Welcome to Freightdesk'),
    );
    expect(welcome.body).toContain('Hello Ana,');
    await expect
      .poll(
        async () =>
          (await smtp.testApp.database.db.select().from(outbox).where(eq(outbox.recipient, email))).map(
            (row) => row.status,
          ),
        polling,
      )
      .toEqual(['sent', 'sent']);
  });

  it('keeps the account when the SMTP server refuses, and retries with backoff until it is delivered', async () => {
    const email = 'smtp.retry@acme.example';
    smtp.sink.rejectNext(2);
    const response = await post(
      smtp.testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody(email, '+34 612 400 002'),
    );
    expect(response.statusCode).toBe(202);
    const rowOf = async () =>
      (await smtp.testApp.database.db.select().from(outbox).where(eq(outbox.recipient, email)))[0];
    await expect.poll(async () => attemptsSettled(await rowOf()), polling).toBe(1);
    expect((await rowOf())?.lastError).toContain('Mailbox busy');
    expect((await rowOf())?.status).toBe('pending');

    // Not due yet: the loop (every 20 ms here) leaves it alone until the first retry delay passed.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await rowOf())?.attempts).toBe(1);
    smtp.testApp.clock.advance(mailDeliveryPolicy.retryDelaysMs[0]);
    await expect.poll(async () => attemptsSettled(await rowOf()), polling).toBe(2);
    smtp.testApp.clock.advance(mailDeliveryPolicy.retryDelaysMs[1]);
    await smtp.sink.waitFor((received) => received.to.includes(email));
    // The sink has the mail a moment before the outbox row records the SMTP server's answer.
    await expect.poll(rowOf, polling).toMatchObject({ status: 'sent', attempts: 3 });
    // The account was committed before any send.
    expect(
      (await post(smtp.testApp.app, '/api/v2/customers/register', standardRegisterBody(email, '+34 612 400 003')))
        .statusCode,
    ).toBe(409);
  });

  it('gives a mail up after the last attempt', async () => {
    const email = 'smtp.giveup@acme.example';
    smtp.sink.rejectNext(mailDeliveryPolicy.maxAttempts);
    await post(smtp.testApp.app, '/api/v2/customers/register', standardRegisterBody(email, '+34 612 400 004'));
    const rowOf = async () =>
      (await smtp.testApp.database.db.select().from(outbox).where(eq(outbox.recipient, email)))[0];
    await expect.poll(async () => attemptsSettled(await rowOf()), polling).toBe(1);
    for (const [index, delayMs] of mailDeliveryPolicy.retryDelaysMs.entries()) {
      smtp.testApp.clock.advance(delayMs);
      await expect.poll(async () => attemptsSettled(await rowOf()), polling).toBe(index + 2);
    }
    await expect.poll(async () => (await rowOf())?.status, polling).toBe('failed');
    expect((await rowOf())?.attempts).toBe(mailDeliveryPolicy.maxAttempts);
  });
});

/** Attempts made and finished (the row is claimed while one is under way). */
function attemptsSettled(row: OutboxRow | undefined): number | undefined {
  return row && row.claimedUntil === null ? row.attempts : undefined;
}

describe('the built-in outbox (no SMTP_URL) and /dev/mailbox', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsTestApp({ config: { devMailbox: true } });
  });
  afterAll(() => testApp.close());

  it('holds every mail in the outbox and lists them at /dev/mailbox, latest first', async () => {
    await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody('first@acme.example', '+34 612 400 010'),
    );
    await post(testApp.app, '/api/v2/customers/passwordRecovery', { email: 'first@acme.example' });
    const rows = await testApp.database.db.select().from(outbox);
    expect(rows.map((row) => row.status)).toEqual(['held', 'held']);
    const page = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const resetAt = page.body.indexOf('Reset your Freightdesk password');
    const codeAt = page.body.indexOf('Your Freightdesk verification code');
    expect(resetAt).toBeGreaterThan(0);
    expect(codeAt).toBeGreaterThan(resetAt);
    const id = rows[0]?.id ?? '';
    const html = await testApp.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(html.body).toContain('<strong style="font-size:28px;letter-spacing:6px">');
    // Shown as a mail client would: the brand's logo may come from the brand's host, no script runs.
    expect(html.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'",
    );
  });

  it('answers 404 at /dev/mailbox unless DEV_MAILBOX=true on a loopback HOST, whatever NODE_ENV says', async () => {
    const mailboxStatus = async (environment: Record<string, string>) => {
      const { devMailbox, host } = parseConfig(environment);
      const other = await buildAccountsTestApp({ config: { devMailbox, host }, database: testApp.database });
      try {
        return (await other.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode;
      } finally {
        await other.app.close();
      }
    };
    expect(await mailboxStatus({})).toBe(404);
    expect(await mailboxStatus({ NODE_ENV: 'development' })).toBe(404);
    expect(await mailboxStatus({ DEV_MAILBOX: 'true', HOST: '0.0.0.0' })).toBe(404);
    expect(await mailboxStatus({ DEV_MAILBOX: 'true', HOST: '::' })).toBe(404);
    expect(await mailboxStatus({ DEV_MAILBOX: 'true', HOST: '192.168.1.20' })).toBe(404);
    expect(await mailboxStatus({ DEV_MAILBOX: 'true', HOST: 'localhost', NODE_ENV: 'production' })).toBe(200);
    expect(await mailboxStatus({ DEV_MAILBOX: 'true', HOST: '127.0.0.1' })).toBe(200);
    expect(await mailboxStatus({ DEV_MAILBOX: 'true', HOST: 'localhost.example.com' })).toBe(404);
  });

  it('answers 404 to a client on another machine, or relayed by a proxy, even when it is served', async () => {
    const fromElsewhere = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '10.1.2.3' });
    expect(fromElsewhere.statusCode).toBe(404);
    const relayed = await testApp.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.statusCode).toBe(404);
    const otherHost = await testApp.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { host: 'shop.example' },
    });
    expect(otherHost.statusCode).toBe(404);
    expect(fromElsewhere.json()).toEqual({ message: 'ROUTE_NOT_FOUND' });
  });

  it('writes the code e-mail in the language the sign-up chose', async () => {
    await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody('es@acme.example', '+34 612 400 011', { languageCode: 'es' }),
    );
    const [row] = await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, 'es@acme.example'));
    expect(row?.subject).toBe('Tu código de verificación de Freightdesk');
    expect(row?.text).toContain('Usa este código para verificar tu correo electrónico:');
  });
});

describe('mail templates', () => {
  it.each([
    ['en', 'Your Acme verification code', 'ltr'],
    ['es', 'Tu código de verificación de Acme', 'ltr'],
    ['pt', 'Seu código de verificação Acme', 'ltr'],
    ['ar', 'رمز التحقق الخاص بك من Acme', 'rtl'],
  ] as const)(
    '%s: the code e-mail has its subject, the code in HTML and text, and the text direction',
    (language, subject, direction) => {
      const mail = renderMail({ kind: 'verificationCode', code: '4821', validForMinutes: 15 }, language, 'Acme');
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain('4821');
      expect(mail.html).toContain('4821');
      expect(mail.html).toContain(`dir="${direction}"`);
    },
  );

  it('escapes what it puts into HTML', () => {
    const mail = renderMail({ kind: 'welcome', contactName: '<script>', appUrl: 'https://app.example' }, 'en', 'A&B');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.html).toContain('A&#38;B');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { accountPolicy } from './account-policy';
import {
  backgroundPolling,
  buildAccountsTestApp,
  latestCode,
  post,
  samplePassword,
  standardRegisterBody,
  type AccountsTestApp,
  nextTestPhone,
} from './accounts-test-kit';

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp();
});
afterAll(() => testApp.close());

const polling = backgroundPolling;

const resend = (email: unknown, remoteAddress?: string) =>
  post(testApp.app, '/api/v2/customers/resend-code', { email }, {}, remoteAddress);
const validate = (email: string, code: string) =>
  post(testApp.app, '/api/v2/customers/validate-email', { email, code });
const codeMailsTo = async (email: string) =>
  (await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, email))).filter((row) =>
    /verification|verificación|verificação|التحقق/i.test(row.subject),
  );

/** Registers on the default brand (e-mail verification on): 202 and a first code. */
async function registerAwaitingCode(email: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await post(
    testApp.app,
    '/api/v2/customers/register',
    standardRegisterBody(email, nextTestPhone(), overrides),
  );
  expect(response.statusCode).toBe(202);
  return latestCode(testApp.database, email);
}

/** Resends and waits until the new code's e-mail is in the outbox (it is written after the answer). */
async function resendAndReadCode(email: string): Promise<string> {
  const before = (await codeMailsTo(email)).length;
  const response = await resend(email);
  expect(response.statusCode).toBe(202);
  expect(response.json()).toEqual({ message: 'ACCEPTED' });
  await expect.poll(async () => (await codeMailsTo(email)).length, polling).toBe(before + 1);
  return latestCode(testApp.database, email);
}

describe('POST /api/v2/customers/resend-code', () => {
  it('e-mails a fresh code (202 ACCEPTED) that completes the registration; the old code ends', async () => {
    const email = 'resend.ana@acme.example';
    const oldCode = await registerAwaitingCode(email);
    const newCode = await resendAndReadCode(email);
    expect(newCode).toMatch(/^\d{4}$/);
    // One code in 10,000 repeats the old one by chance; then the old one is the new one.
    if (newCode !== oldCode) {
      const old = await validate(email, oldCode);
      expect(old.statusCode).toBe(422);
      expect(old.json()).toEqual({ message: 'INVALID_CODE', errors: { code: ['validation.invalidCode'] } });
    }
    const validated = await validate(email, newCode);
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toEqual({ data: { jwt: expect.any(String) } });
  });

  it("writes the new code in the account's language", async () => {
    const email = 'resend.pt@acme.example';
    await registerAwaitingCode(email, { languageCode: 'pt' });
    await resendAndReadCode(email);
    const subjects = (await codeMailsTo(email)).map((row) => row.subject);
    expect(subjects).toEqual(['Seu código de verificação Freightdesk', 'Seu código de verificação Freightdesk']);
  });

  it('also serves the code step of a sign-in held back by an unvalidated e-mail (login mode)', async () => {
    const email = 'resend.login@acme.example';
    await registerAwaitingCode(email);
    const login = await post(testApp.app, '/api/v2/customers/login', { login: email, password: samplePassword });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: 'NOT_VALIDATED_EMAIL' });
    const code = await resendAndReadCode(email);
    expect((await validate(email, code)).statusCode).toBe(200);
  });

  it('gives a new code a fresh count of wrong tries after a dead one (429)', async () => {
    const email = 'resend.dead@acme.example';
    const code = await registerAwaitingCode(email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let attempt = 0; attempt < accountPolicy.emailCodeMaxFailedAttempts; attempt += 1) {
      expect((await validate(email, wrong)).statusCode).toBe(422);
    }
    expect((await validate(email, code)).statusCode).toBe(429);
    const fresh = await resendAndReadCode(email);
    expect((await validate(email, fresh)).statusCode).toBe(200);
  });

  it('answers the same for an unknown or an already validated address, and sends nothing', async () => {
    const validatedEmail = 'resend.done@acme.example';
    const code = await registerAwaitingCode(validatedEmail);
    expect((await validate(validatedEmail, code)).statusCode).toBe(200);

    const unknown = await resend('nobody.here@acme.example');
    const validated = await resend(validatedEmail);
    for (const response of [unknown, validated]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: 'ACCEPTED' });
    }
    expect(unknown.headers['content-type']).toBe(validated.headers['content-type']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await codeMailsTo('nobody.here@acme.example')).toHaveLength(0);
    expect(await codeMailsTo(validatedEmail)).toHaveLength(1);
  });

  it.each([
    [{}, 'validation.email.required'],
    [{ email: 'not-an-address' }, 'validation.email.invalid'],
    [{ email: `${'a'.repeat(60)}@acme.example` }, 'validation.email.maxLength'],
  ])('answers 422 INVALID_EMAIL with the field error for %j', async (body, message) => {
    const response = await post(testApp.app, '/api/v2/customers/resend-code', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'INVALID_EMAIL', errors: { email: [message] } });
  });

  // The current code keeps working meanwhile.
  it('answers 429 TOO_MANY_ATTEMPTS after 5 resends an hour for one address, then again after the hour', async () => {
    const email = 'resend.often@acme.example';
    await registerAwaitingCode(email);
    testApp.clock.advance(accountPolicy.rateLimits.codeResends.windowMs);
    let code = '';
    for (let resent = 0; resent < accountPolicy.rateLimits.codeResends.perAddress; resent += 1)
      code = await resendAndReadCode(email);
    const blocked = await resend(email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'TOO_MANY_ATTEMPTS' });
    expect(await latestCode(testApp.database, email)).toBe(code);

    testApp.clock.advance(accountPolicy.rateLimits.codeResends.windowMs);
    const fresh = await resendAndReadCode(email);
    expect((await validate(email, fresh)).statusCode).toBe(200);
  });

  it('answers 429 after 30 resends an hour from one IP address, whatever the addresses', async () => {
    testApp.clock.advance(accountPolicy.rateLimits.codeResends.windowMs);
    for (let attempt = 0; attempt < accountPolicy.rateLimits.codeResends.perIp; attempt += 1) {
      expect((await resend(`someone${attempt}@acme.example`, '198.51.100.30')).statusCode).toBe(202);
    }
    expect((await resend('one-more@acme.example', '198.51.100.30')).statusCode).toBe(429);
    expect((await resend('one-more@acme.example', '198.51.100.31')).statusCode).toBe(202);
  });

  it('is described in the OpenAPI document with its answers', async () => {
    const spec = (await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, { post?: { responses?: Record<string, unknown> } }>;
    }>();
    expect(Object.keys(spec.paths['/api/v2/customers/resend-code']?.post?.responses ?? {})).toEqual([
      '202',
      '422',
      '429',
    ]);
  });
});

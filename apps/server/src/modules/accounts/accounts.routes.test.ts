import { sessionUserClaimsSchema } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, emailCodes, outbox } from '../../db/schema';
import { accountPolicy } from './account-policy';
import {
  buildAccountsTestApp,
  claimsOf,
  directHost,
  latestCode,
  latestMail,
  post,
  samplePassword,
  standardRegisterBody,
  type AccountsTestApp,
  nextTestPhone,
  registerDirectCustomer,
} from './accounts-test-kit';

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp();
});
afterAll(() => testApp.close());

const direct = { host: 'direct.test' };

const registerDirect = (email: string) => registerDirectCustomer(testApp.app, email);

describe('POST /api/v2/customers/register', () => {
  it('signs in at once (200 {data: {jwt}}) on a brand without e-mail verification, keeping the brand', async () => {
    const jwt = await registerDirect('Direct.Ana@Acme.example');
    const claims = sessionUserClaimsSchema.parse(claimsOf(jwt));
    expect(claims).toMatchObject({
      email: 'direct.ana@acme.example',
      customer_type: 'STANDARD',
      contact_name: 'Ana',
      legal_name: 'Acme Imports',
      is_company: true,
      backend_branch_id: 'ES',
    });
    const [row] = await testApp.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'direct.ana@acme.example'));
    expect(row?.brandId).toBe('direct');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await latestMail(testApp.database, 'direct.ana@acme.example', /Welcome to Direct Freight/)).toBeDefined();
  });

  it('answers 202 ACCEPTED and e-mails a code of minCharacterVerifyEmail digits where the brand verifies', async () => {
    const response = await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody('code.ana@acme.example', nextTestPhone()),
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'ACCEPTED' });
    expect(await latestCode(testApp.database, 'code.ana@acme.example')).toMatch(/^\d{4}$/);
  });

  it('accepts the short custom payload (no profile fields)', async () => {
    const {
      type: _t,
      isCompany: _i,
      movingsCompany: _m,
      commercialName: _c,
      backendBranch: _b,
      languageCode: _l,
      receiveNewsletter: _r,
      ...custom
    } = standardRegisterBody('custom.ana@acme.example', nextTestPhone());
    const response = await post(testApp.app, '/api/v2/customers/register', custom, direct);
    expect(response.statusCode).toBe(200);
  });

  it('answers 422 INVALID_PAYLOAD with the domain message keys by field (email, phoneNumber, password)', async () => {
    const response = await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody('not-an-address', '12', { password: '' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: {
        email: ['validation.email.invalid'],
        phoneNumber: ['validation.phoneNumber.invalid'],
        password: ['validation.password.required'],
      },
    });
  });

  it('refuses a number of the right length that no country issues (full metadata, 422 on the field)', async () => {
    const response = await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody('unissued.phone@acme.example', '+34 904 346 395'),
      { host: directHost },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { phoneNumber: ['validation.phoneNumber.invalid'] },
    });
  });

  it('answers 409 EMAIL_ALREADY_EXIST for the same address in other letter case', async () => {
    await registerDirect('taken@acme.example');
    const response = await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody('TAKEN@Acme.Example', nextTestPhone()),
      direct,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'EMAIL_ALREADY_EXIST' });
  });

  it('answers 409 PHONE_ALREADY_EXIST for the same number however it is spaced', async () => {
    await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody('phone.one@acme.example', '+34 699 111 222'),
      direct,
    );
    const response = await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody('phone.two@acme.example', '+34699111222'),
      direct,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'PHONE_ALREADY_EXIST' });
  });
});

describe('POST /api/v2/customers/validate-email', () => {
  async function registerWithCode(email: string): Promise<string> {
    const response = await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody(email, nextTestPhone()),
    );
    expect(response.statusCode).toBe(202);
    return latestCode(testApp.database, email);
  }
  const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');

  it('completes the registration with the code: 200 {data: {jwt}}, then sends the welcome e-mail', async () => {
    const code = await registerWithCode('validate.ok@acme.example');
    const response = await post(testApp.app, '/api/v2/customers/validate-email', {
      email: 'Validate.OK@acme.example',
      code,
    });
    expect(response.statusCode).toBe(200);
    expect(claimsOf((response.json() as { data: { jwt: string } }).data.jwt)['email']).toBe('validate.ok@acme.example');
    expect(await latestMail(testApp.database, 'validate.ok@acme.example', /Welcome to Freightdesk/)).toBeDefined();
    // The code is single use.
    const again = await post(testApp.app, '/api/v2/customers/validate-email', {
      email: 'validate.ok@acme.example',
      code,
    });
    expect(again.statusCode).toBe(422);
  });

  it('answers 404 USER_NOT_FOUND for an unknown address', async () => {
    const response = await post(testApp.app, '/api/v2/customers/validate-email', {
      email: 'nobody@acme.example',
      code: '1234',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'USER_NOT_FOUND' });
  });

  it('answers 422 INVALID_CODE (on the code field) for a wrong code', async () => {
    const code = await registerWithCode('validate.wrong@acme.example');
    const response = await post(testApp.app, '/api/v2/customers/validate-email', {
      email: 'validate.wrong@acme.example',
      code: wrongCode(code),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'INVALID_CODE', errors: { code: ['validation.invalidCode'] } });
  });

  it('lets a code expire after 15 minutes', async () => {
    const code = await registerWithCode('validate.late@acme.example');
    testApp.clock.advance(accountPolicy.emailCodeTtlMs);
    const response = await post(testApp.app, '/api/v2/customers/validate-email', {
      email: 'validate.late@acme.example',
      code,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'INVALID_CODE' });
  });

  it('kills the code after 5 wrong tries: even the right one then answers 429 TOO_MANY_ATTEMPTS', async () => {
    const email = 'validate.guess@acme.example';
    const code = await registerWithCode(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post(testApp.app, '/api/v2/customers/validate-email', { email, code: wrongCode(code) });
      expect(response.statusCode).toBe(422);
    }
    const response = await post(testApp.app, '/api/v2/customers/validate-email', { email, code });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: 'TOO_MANY_ATTEMPTS' });
  });

  it('stores only a hash of the code', async () => {
    const code = await registerWithCode('validate.hash@acme.example');
    const [customer] = await testApp.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'validate.hash@acme.example'));
    const [stored] = await testApp.database.db
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.customerId, customer?.id ?? ''));
    expect(stored?.codeHash).toMatch(/^[\w-]{43}$/);
    expect(stored?.codeHash).not.toContain(code);
  });
});

describe('POST /api/v2/customers/login', () => {
  it('answers 200 {data: {jwt}} with the session claims', async () => {
    await registerDirect('login.ok@acme.example');
    const response = await post(
      testApp.app,
      '/api/v2/customers/login',
      { login: 'LOGIN.ok@acme.example', password: samplePassword },
      direct,
    );
    expect(response.statusCode).toBe(200);
    const claims = sessionUserClaimsSchema.parse(claimsOf((response.json() as { data: { jwt: string } }).data.jwt));
    expect(claims.email).toBe('login.ok@acme.example');
    expect(claims.impersonated_by).toBeNull();
    const lifetimeMs = Date.parse(claims.expired_at) - testApp.clock.now();
    expect(lifetimeMs).toBeGreaterThan(accountPolicy.sessionTtlMs - 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(accountPolicy.sessionTtlMs);
  });

  it('answers 401 WRONG_CREDENTIALS for a wrong password', async () => {
    await registerDirect('login.wrong@acme.example');
    const response = await post(testApp.app, '/api/v2/customers/login', {
      login: 'login.wrong@acme.example',
      password: 'not-it-at-all',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'WRONG_CREDENTIALS' });
  });

  it('answers 404 EMAIL_DOES_NOT_EXIST for an unknown address', async () => {
    const response = await post(testApp.app, '/api/v2/customers/login', {
      login: 'ghost@acme.example',
      password: 'whatever1',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'EMAIL_DOES_NOT_EXIST' });
  });

  it('answers 422 INVALID_PAYLOAD with field keys for an empty form', async () => {
    const response = await post(testApp.app, '/api/v2/customers/login', { login: '', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { login: ['validation.email.required'], password: ['validation.password.required'] },
    });
  });

  it('answers 403 NOT_VALIDATED_EMAIL, e-mails a fresh code to an unvalidated account; it then signs in', async () => {
    const email = 'login.unvalidated@acme.example';
    await post(testApp.app, '/api/v2/customers/register', standardRegisterBody(email, nextTestPhone()));
    const codeMailsBefore = (await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, email))).length;
    const response = await post(testApp.app, '/api/v2/customers/login', { login: email, password: samplePassword });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'NOT_VALIDATED_EMAIL' });
    expect((await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, email))).length).toBe(
      codeMailsBefore + 1,
    );
    const freshCode = await latestCode(testApp.database, email);
    const validated = await post(testApp.app, '/api/v2/customers/validate-email', { email, code: freshCode });
    expect(validated.statusCode).toBe(200);
  });

  it('answers 422 EMPTY_PASSWORD for an account without a password and e-mails a reset link', async () => {
    const email = 'login.nopassword@acme.example';
    await registerDirect(email);
    await testApp.database.db.update(customers).set({ passwordHash: null }).where(eq(customers.email, email));
    const response = await post(testApp.app, '/api/v2/customers/login', { login: email, password: 'anything1' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'EMPTY_PASSWORD' });
    const mail = await latestMail(testApp.database, email, /Reset your Freightdesk password/);
    expect(mail?.text).toContain('Your password needs to be reset before you can sign in.');
    expect(mail?.text).toMatch(/https:\/\/app\.freightdesk\.test\/reset-password\/[0-9a-f-]{36}/);
  });
});

describe('GET /api/v2/customers/update-jwt', () => {
  const updateJwt = (authorization?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/v2/customers/update-jwt',
      headers: authorization ? { authorization } : {},
    });

  it('answers a fresh token with fresh claims', async () => {
    const jwt = await registerDirect('refresh.ok@acme.example');
    await testApp.database.db
      .update(customers)
      .set({ contactName: 'Ana María' })
      .where(eq(customers.email, 'refresh.ok@acme.example'));
    testApp.clock.advance(60_000);
    const response = await updateJwt(`Bearer ${jwt}`);
    expect(response.statusCode).toBe(200);
    const fresh = claimsOf((response.json() as { data: { jwt: string } }).data.jwt);
    expect(fresh['contact_name']).toBe('Ana María');
    expect(Date.parse(String(fresh['expired_at']))).toBeGreaterThan(Date.parse(String(claimsOf(jwt)['expired_at'])));
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer not.a.jwt'],
    ['a token signed with another key', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
  ])('answers 401 UNAUTHORIZED with %s', async (_case, authorization) => {
    const response = await updateJwt(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'UNAUTHORIZED' });
  });

  it('exchanges a token expired less than 7 days ago, and refuses an older one with 401', async () => {
    const jwt = await registerDirect('refresh.late@acme.example');
    testApp.clock.advance(accountPolicy.sessionTtlMs + 6 * 24 * 60 * 60 * 1000);
    expect((await updateJwt(`Bearer ${jwt}`)).statusCode).toBe(200);
    testApp.clock.advance(2 * 24 * 60 * 60 * 1000);
    const tooOld = await updateJwt(`Bearer ${jwt}`);
    expect(tooOld.statusCode).toBe(401);
    expect(tooOld.json()).toEqual({ message: 'UNAUTHORIZED' });
  });

  it('answers 498 REFRESH_TOKEN when an expired token is used on another call', async () => {
    const jwt = await registerDirect('refresh.expired@acme.example');
    testApp.clock.advance(accountPolicy.sessionTtlMs + 1000);
    const response = await post(
      testApp.app,
      '/api/v2/customers/me/create-password',
      { password: 'Abcd1234', confirmPassword: 'Abcd1234' },
      { authorization: `Bearer ${jwt}` },
    );
    expect(response.statusCode).toBe(498);
    expect(response.json()).toEqual({ message: 'REFRESH_TOKEN' });
  });
});

describe('GET /api/v2/customers/update-jwt with the database down', () => {
  it('answers 503 AUTH_SERVICE_PROBLEM', async () => {
    const isolated = await buildAccountsTestApp();
    try {
      const response = await post(
        isolated.app,
        '/api/v2/customers/register',
        standardRegisterBody('down@acme.example', '+34 612 999 000'),
        direct,
      );
      const { jwt } = (response.json() as { data: { jwt: string } }).data;
      await isolated.database.close();
      const refreshed = await isolated.app.inject({
        method: 'GET',
        url: '/api/v2/customers/update-jwt',
        headers: { authorization: `Bearer ${jwt}` },
      });
      expect(refreshed.statusCode).toBe(503);
      expect(refreshed.json()).toEqual({ message: 'AUTH_SERVICE_PROBLEM' });
    } finally {
      await isolated.app.close();
    }
  });
});

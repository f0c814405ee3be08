import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, passwordResetLinks } from '../../db/schema';
import { accountPolicy } from './account-policy';
import {
  bearer,
  registerDirectCustomer,
  buildAccountsTestApp,
  claimsOf,
  latestMail,
  latestResetUuid,
  post,
  samplePassword,
  type AccountsTestApp,
} from './accounts-test-kit';

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp();
});
afterAll(() => testApp.close());

const registerDirect = (email: string) => registerDirectCustomer(testApp.app, email);

async function recoveryLinkFor(email: string): Promise<string> {
  const response = await post(testApp.app, '/api/v2/customers/passwordRecovery', { email });
  expect(response.statusCode).toBe(200);
  return latestResetUuid(testApp.database, email.toLowerCase());
}

const login = (email: string, password: string) =>
  post(testApp.app, '/api/v2/customers/login', { login: email, password });
const reset = (body: Record<string, unknown>) => post(testApp.app, '/api/v2/customers/reset-password', body);

describe('POST /api/v2/customers/passwordRecovery', () => {
  it('e-mails a link ${PUBLIC_URL}/reset-password/<uuid> and stores only its hash', async () => {
    await registerDirect('recover.ok@acme.example');
    const uuid = await recoveryLinkFor('Recover.OK@acme.example');
    const mail = await latestMail(testApp.database, 'recover.ok@acme.example', /Reset your Freightdesk password/);
    expect(mail?.text).toContain(`https://app.freightdesk.test/reset-password/${uuid}`);
    expect(mail?.html).toContain(`href="https://app.freightdesk.test/reset-password/${uuid}"`);
    const links = await testApp.database.db.select().from(passwordResetLinks);
    expect(links.some((link) => link.tokenHash.includes(uuid))).toBe(false);
  });

  it('answers 404 USER_NOT_FOUND for an unknown address', async () => {
    const response = await post(testApp.app, '/api/v2/customers/passwordRecovery', { email: 'nobody@acme.example' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'USER_NOT_FOUND' });
  });

  it('answers 422 INVALID_EMAIL for a malformed address', async () => {
    const response = await post(testApp.app, '/api/v2/customers/passwordRecovery', { email: 'ana@' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'INVALID_EMAIL', errors: { email: ['validation.email.invalid'] } });
  });
});

describe('POST /api/v2/customers/reset-password', () => {
  it('sets the new password through the link, which then dies (422 INVALID_HASH)', async () => {
    const email = 'reset.ok@acme.example';
    await registerDirect(email);
    const uuid = await recoveryLinkFor(email);
    const response = await reset({ uuid, password: 'NewCargo9', confirmPassword: 'NewCargo9' });
    expect(response.statusCode).toBe(200);
    expect((await login(email, 'NewCargo9')).statusCode).toBe(200);
    expect((await login(email, samplePassword)).statusCode).toBe(401);
    const again = await reset({ uuid, password: 'Another9x', confirmPassword: 'Another9x' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'INVALID_HASH' });
  });

  it('answers 404 NOT_FOUND for a link that never existed', async () => {
    const response = await reset({
      uuid: '6f1c2b7e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
      password: 'NewCargo9',
      confirmPassword: 'NewCargo9',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'NOT_FOUND' });
  });

  it('answers 422 INVALID_HASH for a link older than one hour', async () => {
    const email = 'reset.late@acme.example';
    await registerDirect(email);
    const uuid = await recoveryLinkFor(email);
    testApp.clock.advance(accountPolicy.passwordResetLinkTtlMs);
    const response = await reset({ uuid, password: 'NewCargo9', confirmPassword: 'NewCargo9' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'INVALID_HASH' });
  });

  it.each([
    ['no digit', 'Abcdefgh', 'Abcdefgh', 'INVALID_PASSWORD', { password: ['validation.password.invalid'] }],
    ['too short', 'Ab1', 'Ab1', 'INVALID_PASSWORD', { password: ['validation.password.minLength'] }],
    ['no upper-case letter', 'abcd1234', 'abcd1234', 'INVALID_PASSWORD', { password: ['validation.password.invalid'] }],
    [
      'a different confirmation',
      'NewCargo9',
      'NewCargo8',
      'INVALID_CONFIRM_PASSWORD',
      { confirmPassword: ['validation.password.confirmMismatch'] },
    ],
  ])('answers 422 for %s, and the link still works', async (_case, password, confirmPassword, message, errors) => {
    const email = `reset.rule.${password.toLowerCase()}.${confirmPassword.length}@acme.example`;
    await registerDirect(email);
    const uuid = await recoveryLinkFor(email);
    const response = await reset({ uuid, password, confirmPassword });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors });
    expect((await reset({ uuid, password: 'NewCargo9', confirmPassword: 'NewCargo9' })).statusCode).toBe(200);
  });

  it('answers 429 TOO_MANY_ATTEMPTS after 30 tries a minute from one address', async () => {
    const isolated = await buildAccountsTestApp();
    try {
      const guess = {
        uuid: '0b6c7a1e-5f4d-4c3b-9a2e-1d0f9e8c7b6a',
        password: 'NewCargo9',
        confirmPassword: 'NewCargo9',
      };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < accountPolicy.rateLimits.attempts.perIp; attempt += 1) {
        statuses.push(
          (await post(isolated.app, '/api/v2/customers/reset-password', guess, {}, '203.0.113.9')).statusCode,
        );
      }
      expect(statuses.every((status) => status === 404)).toBe(true);
      // Another address is not held back.
      expect((await post(isolated.app, '/api/v2/customers/reset-password', guess, {}, '203.0.113.10')).statusCode).toBe(
        404,
      );
      const blocked = await post(isolated.app, '/api/v2/customers/reset-password', guess, {}, '203.0.113.9');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'TOO_MANY_ATTEMPTS' });
    } finally {
      await isolated.close();
    }
  });
});

describe('create password (account set-up incomplete)', () => {
  const createPassword = (jwt: string, body: Record<string, unknown>) =>
    // On the host of the brand the token was issued on (a token is refused on another brand's host).
    post(testApp.app, '/api/v2/customers/me/create-password', body, bearer(jwt));

  it('lets a signed-in account without a password create one, then sign in with it', async () => {
    const email = 'create.ok@acme.example';
    const jwt = await registerDirect(email);
    await testApp.database.db.update(customers).set({ passwordHash: null }).where(eq(customers.email, email));
    const response = await createPassword(jwt, { password: 'Created9x', confirmPassword: 'Created9x' });
    expect(response.statusCode).toBe(200);
    expect(claimsOf((response.json() as { data: { jwt: string } }).data.jwt)['email']).toBe(email);
    expect((await login(email, 'Created9x')).statusCode).toBe(200);
  });

  it('answers 403 ACCESS_FORBIDDEN when the account already has a password', async () => {
    const jwt = await registerDirect('create.has@acme.example');
    const response = await createPassword(jwt, { password: 'Created9x', confirmPassword: 'Created9x' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const response = await post(testApp.app, '/api/v2/customers/me/create-password', {
      password: 'Created9x',
      confirmPassword: 'Created9x',
    });
    expect(response.statusCode).toBe(401);
  });

  it('also works through the reset link for an account without a password', async () => {
    const email = 'create.link@acme.example';
    await registerDirect(email);
    await testApp.database.db.update(customers).set({ passwordHash: null }).where(eq(customers.email, email));
    expect((await login(email, 'whatever1')).statusCode).toBe(422);
    const uuid = await latestResetUuid(testApp.database, email);
    expect((await reset({ uuid, password: 'Created9x', confirmPassword: 'Created9x' })).statusCode).toBe(200);
    expect((await login(email, 'Created9x')).statusCode).toBe(200);
  });
});

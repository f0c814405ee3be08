import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { accountPolicy } from './account-policy';
import {
  buildAccountsTestApp,
  claimsOf,
  latestCode,
  latestResetUuid,
  nextTestPhone,
  post,
  samplePassword,
  standardRegisterBody,
  type AccountsTestApp,
} from './accounts-test-kit';

let testApp: AccountsTestApp;
const direct = { host: 'direct.test' };
const jwtOf = (response: { json(): unknown }) => (response.json() as { data: { jwt: string } }).data.jwt;

beforeAll(async () => {
  testApp = await buildAccountsTestApp({ config: { internalEmailDomains: ['freightdesk.example'] } });
});
afterAll(() => testApp.close());

const profileStatus = async (jwt: string, app = testApp) =>
  (
    await app.app.inject({
      method: 'GET',
      url: '/api/v2/customers/me',
      headers: { authorization: `Bearer ${jwt}`, ...direct },
    })
  ).statusCode;

async function signUp(email: string): Promise<string> {
  const response = await post(
    testApp.app,
    '/api/v2/customers/register',
    standardRegisterBody(email, nextTestPhone()),
    direct,
  );
  expect(response.statusCode).toBe(200);
  return jwtOf(response);
}

const signIn = async (email: string, password = samplePassword) =>
  jwtOf(await post(testApp.app, '/api/v2/customers/login', { login: email, password }, direct));

const logout = (jwt: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v2/customers/logout',
    headers: { authorization: `Bearer ${jwt}`, ...direct },
  });

describe('sessions', () => {
  it('end at logout: that token stops working at once, another sign-in of the same customer does not', async () => {
    const first = await signUp('logout.one@acme.example');
    const second = await signIn('logout.one@acme.example');
    expect(await profileStatus(first)).toBe(200);
    const response = await logout(first);
    expect(response.statusCode).toBe(204);
    expect(await profileStatus(first)).toBe(401);
    expect((await logout(first)).statusCode).toBe(401);
    expect(await profileStatus(second)).toBe(200);
    const refresh = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/customers/update-jwt',
      headers: { authorization: `Bearer ${first}`, ...direct },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('answer 401 before anything else: no token, a forged one, or one whose customer is gone', async () => {
    expect((await testApp.app.inject({ method: 'POST', url: '/api/v2/customers/logout' })).statusCode).toBe(401);
    const noToken = await testApp.app.inject({ method: 'DELETE', url: '/api/v2/staff/customers/not-a-uuid/sessions' });
    expect(noToken.statusCode).toBe(401);
    const jwt = await signUp('gone.soon@acme.example');
    await testApp.database.db.delete(customers).where(eq(customers.email, 'gone.soon@acme.example'));
    expect(await profileStatus(jwt)).toBe(401);
    const [header, payload] = jwt.split('.');
    expect(await profileStatus(`${header}.${payload}.forged-signature`)).toBe(401);
  });

  it('end everywhere but here when the password changes', async () => {
    const email = 'changer@acme.example';
    const here = await signUp(email);
    const elsewhere = await signIn(email);
    const change = await post(
      testApp.app,
      '/api/v2/customers/me/password',
      { oldPassword: samplePassword, newPassword: 'Changed-Pass-2', confirmPassword: 'Changed-Pass-2' },
      { authorization: `Bearer ${here}`, ...direct },
    );
    expect(change.statusCode).toBe(200);
    expect(await profileStatus(here)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(401);
  });

  it('all end at a password reset, seen by a second server process on the same database', async () => {
    const email = 'resetter@acme.example';
    const jwt = await signUp(email);
    const secondProcess = await buildAccountsTestApp({ database: testApp.database });
    try {
      expect(await profileStatus(jwt, secondProcess)).toBe(200);
      expect((await post(testApp.app, '/api/v2/customers/passwordRecovery', { email }, direct)).statusCode).toBe(200);
      const uuid = await latestResetUuid(testApp.database, email);
      const reset = await post(
        testApp.app,
        '/api/v2/customers/reset-password',
        { uuid, password: 'After-Reset-3', confirmPassword: 'After-Reset-3' },
        direct,
      );
      expect(reset.statusCode).toBe(200);
      expect(await profileStatus(jwt, secondProcess)).toBe(401);
      expect(await profileStatus(jwt)).toBe(401);
      expect(await profileStatus(await signIn(email, 'After-Reset-3'), secondProcess)).toBe(200);
    } finally {
      await secondProcess.app.close();
    }
  });

  it('never last beyond their absolute lifetime, however often the token is refreshed', async () => {
    let jwt = await signUp('refresher@acme.example');
    const signedInAt = Date.parse(String(claimsOf(jwt)['expired_at'])) - accountPolicy.sessionTtlMs;
    const refresh = (token: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/v2/customers/update-jwt',
        headers: { authorization: `Bearer ${token}`, ...direct },
      });
    const dayMs = 24 * 60 * 60 * 1000;
    const lifetimeDays = accountPolicy.sessionAbsoluteLifetimeMs / dayMs;
    for (let day = 1; day < lifetimeDays; day += 1) {
      testApp.clock.advance(dayMs - 60_000);
      const response = await refresh(jwt);
      expect(response.statusCode).toBe(200);
      jwt = jwtOf(response);
      const expiresAt = Date.parse(String(claimsOf(jwt)['expired_at']));
      expect(expiresAt).toBeLessThanOrEqual(signedInAt + accountPolicy.sessionAbsoluteLifetimeMs);
    }
    // Past the lifetime, the last token is still inside its refresh window, yet it ends here.
    testApp.clock.advance(signedInAt + accountPolicy.sessionAbsoluteLifetimeMs - testApp.clock.now() + 1000);
    expect((await refresh(jwt)).statusCode).toBe(401);
    expect(await profileStatus(jwt)).toBe(401);
  });
});

describe('DELETE /api/v2/staff/customers/{customerId}/sessions', () => {
  let staffJwt: string;
  beforeAll(async () => {
    const email = 'ops.sessions@freightdesk.example';
    await post(testApp.app, '/api/v2/customers/register', standardRegisterBody(email, nextTestPhone()), direct);
    const code = await latestCode(testApp.database, email);
    staffJwt = jwtOf(await post(testApp.app, '/api/v2/customers/validate-email', { email, code }, direct));
  });

  const endSessions = (jwt: string, customerId: string, host = direct.host) =>
    testApp.app.inject({
      method: 'DELETE',
      url: `/api/v2/staff/customers/${customerId}/sessions`,
      headers: { authorization: `Bearer ${jwt}`, host },
    });

  it('lets staff end every session of a customer of their brand, and refuses customers (403)', async () => {
    const customerJwt = await signUp('ended.by.staff@acme.example');
    const otherDevice = await signIn('ended.by.staff@acme.example');
    const customerId = String(claimsOf(customerJwt)['backend_customer_id']);

    const byCustomer = await endSessions(otherDevice, customerId);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    expect(await profileStatus(customerJwt)).toBe(200);

    const byStaff = await endSessions(staffJwt, customerId);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json()).toEqual({ data: { endedSessions: 2 } });
    expect(await profileStatus(customerJwt)).toBe(401);
    expect(await profileStatus(otherDevice)).toBe(401);

    // The customer's audit trail names who ended them and how many.
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/api/v2/staff/customers/${customerId}`,
      headers: { authorization: `Bearer ${staffJwt}`, host: direct.host },
    });
    expect(page.statusCode).toBe(200);
    const trail = (page.json() as { data: { audit: { action: string; actorEmail: string; details: unknown }[] } }).data
      .audit;
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'sessions.ended',
        actorEmail: 'ops.sessions@freightdesk.example',
        details: { endedSessions: 2 },
      }),
    ]);
  });

  it('answers 404 USER_NOT_FOUND for an unknown customer and 422 for a malformed id', async () => {
    const unknown = await endSessions(staffJwt, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'USER_NOT_FOUND' });
    const malformed = await endSessions(staffJwt, 'not-a-uuid');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ message: 'INVALID_PAYLOAD' });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers } from '../../db/schema';
import {
  buildAccountsTestApp,
  claimsOf,
  post,
  type AccountsTestApp,
  bearer,
  registerDirectCustomer,
  registerStaff,
} from '../accounts/accounts-test-kit';

let testApp: AccountsTestApp;
let staffJwt: string;
let staffId: string;
let customerJwt: string;
let customerId: string;
const jwtOf = (response: { json(): unknown }) => (response.json() as { data: { jwt: string } }).data.jwt;

beforeAll(async () => {
  testApp = await buildAccountsTestApp({ config: { internalEmailDomains: ['freightdesk.example'] } });
  // Staff addresses always verify their mailbox, even on a brand that does not ask customers to.
  staffJwt = await registerStaff(testApp, 'ops@freightdesk.example');
  staffId = String(claimsOf(staffJwt)['backend_customer_id']);
  customerJwt = await registerDirectCustomer(testApp.app, 'client@acme.example', { languageCode: 'es' });
  customerId = String(claimsOf(customerJwt)['backend_customer_id']);
});
afterAll(() => testApp.close());

const start = (jwt: string, body: unknown, remoteAddress?: string) =>
  post(testApp.app, '/api/v2/impersonated-users', body, bearer(jwt), remoteAddress);
const end = (jwt: string, remoteAddress?: string) =>
  post(testApp.app, '/api/v2/impersonated-users/logout', {}, bearer(jwt), remoteAddress);

describe('POST /api/v2/impersonated-users', () => {
  it('gives staff a token for the customer carrying impersonated_by, and audits it (who, whom, when, ip)', async () => {
    const response = await start(staffJwt, { email: 'client@acme.example' }, '192.0.2.44');
    expect(response.statusCode).toBe(200);
    const claims = claimsOf(jwtOf(response));
    expect(claims).toMatchObject({
      email: 'client@acme.example',
      impersonated_by: 'ops@freightdesk.example',
      preferred_language: 'es',
    });
    const [entry] = await testApp.database.db.select().from(auditLog).where(eq(auditLog.ipAddress, '192.0.2.44'));
    expect(entry).toMatchObject({
      action: 'impersonation.start',
      actorCustomerId: staffId,
      actorEmail: 'ops@freightdesk.example',
      subjectCustomerId: customerId,
    });
    expect(entry?.createdAt).toBeInstanceOf(Date);
  });

  it('also takes the customer id', async () => {
    const response = await start(staffJwt, { customerId });
    expect(response.statusCode).toBe(200);
    expect(claimsOf(jwtOf(response))['backend_customer_id']).toBe(customerId);
  });

  it('answers 403 ACCESS_FORBIDDEN to a customer, and 404 USER_NOT_FOUND for an unknown customer', async () => {
    expect((await start(customerJwt, { customerId: staffId })).statusCode).toBe(403);
    const unknown = await start(staffJwt, { email: 'nobody@acme.example' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'USER_NOT_FOUND' });
  });

  it('answers 422 INVALID_PAYLOAD when neither (or both) customerId and email are given', async () => {
    expect((await start(staffJwt, {})).statusCode).toBe(422);
  });
});

describe('POST /api/v2/impersonated-users/logout', () => {
  it('gives the staff token back and audits the end', async () => {
    const impersonation = jwtOf(await start(staffJwt, { customerId }));
    const response = await end(impersonation, '192.0.2.45');
    expect(response.statusCode).toBe(200);
    const claims = claimsOf(jwtOf(response));
    expect(claims).toMatchObject({ email: 'ops@freightdesk.example', impersonated_by: null });
    const [entry] = await testApp.database.db.select().from(auditLog).where(eq(auditLog.ipAddress, '192.0.2.45'));
    expect(entry).toMatchObject({
      action: 'impersonation.end',
      actorEmail: 'ops@freightdesk.example',
      subjectCustomerId: customerId,
    });
  });

  it('keeps impersonation across update-jwt', async () => {
    const impersonation = jwtOf(await start(staffJwt, { customerId }));
    const refreshed = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/customers/update-jwt',
      headers: bearer(impersonation),
    });
    expect(claimsOf(jwtOf(refreshed))['impersonated_by']).toBe('ops@freightdesk.example');
    expect((await end(jwtOf(refreshed))).statusCode).toBe(200);
  });

  it('answers 403 to a token that is not impersonating', async () => {
    expect((await end(customerJwt)).statusCode).toBe(403);
  });

  it('answers 404 USER_NOT_FOUND when the staff user no longer exists', async () => {
    const leaverJwt = await registerStaff(testApp, 'leaver@freightdesk.example');
    const impersonation = jwtOf(await start(leaverJwt, { customerId }));
    await testApp.database.db.delete(customers).where(eq(customers.email, 'leaver@freightdesk.example'));
    const response = await end(impersonation);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'USER_NOT_FOUND' });
  });
});

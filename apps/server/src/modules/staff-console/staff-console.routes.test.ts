import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import {
  bearer,
  buildAccountsTestApp,
  claimsOf,
  directHost,
  latestMail,
  nextTestPhone,
  post,
  registerDirectCustomer,
  registerStaff,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';

let testApp: AccountsTestApp;
let adminJwt: string;
let opsJwt: string;
let customerId: string;

const jwtOf = (response: { json(): unknown }) => (response.json() as { data: { jwt: string } }).data.jwt;
const get = (url: string, jwt: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(jwt) });

async function staffWithRole(email: string, role: string): Promise<string> {
  const first = await registerStaff(testApp, email);
  await testApp.database.db.update(customers).set({ staffRole: role }).where(eq(customers.email, email));
  return jwtOf(await get('/api/v2/customers/update-jwt', first));
}

beforeAll(async () => {
  testApp = await buildAccountsTestApp({ config: { internalEmailDomains: ['freightdesk.example'] } });
  adminJwt = await staffWithRole('boss@freightdesk.example', 'admin');
  opsJwt = await staffWithRole('ops@freightdesk.example', 'operations');
  const customerJwt = await registerDirectCustomer(testApp.app, 'marta.lopez@acme-imports.example', {
    contactName: 'Marta',
    contactSurname: 'López',
    commercialName: 'Lusitania Cargo',
    phoneNumber: '+34 611 222 333',
  });
  customerId = String(claimsOf(customerJwt)['backend_customer_id']);
  await registerDirectCustomer(testApp.app, 'li.wei@oceanic.example', { contactName: 'Li', commercialName: 'Oceanic' });
}, 60_000);
afterAll(() => testApp.close());

describe('GET /api/v2/staff/customers (one search rule)', () => {
  const search = async (query: string) =>
    (await get(`/api/v2/staff/customers?${new URLSearchParams({ query }).toString()}`, opsJwt)).json() as {
      data: { email: string }[];
      meta: { total: number };
    };

  it('finds a customer by part of the e-mail, name, company, phone (with spaces) or id', async () => {
    for (const query of ['lopez@acme', 'marta', 'LUSITANIA C', '611 222 333', customerId.slice(0, 8)]) {
      const found = await search(query);
      expect(
        found.data.map((customer) => customer.email),
        query,
      ).toEqual(['marta.lopez@acme-imports.example']);
    }
  });

  it('pages and sorts the brand’s customers, saying whether more follow (ADR 085)', async () => {
    type Page = { data: { name: string }[]; meta: { total: number; pageSize: number; totalIsCapped: boolean } };
    const pageOf = async (page: number) =>
      (await get(`/api/v2/staff/customers?sort=name&order=asc&pageSize=1&page=${page}`, opsJwt)).json() as Page;
    const first = await pageOf(1);
    expect(first.meta).toEqual({ page: 1, pageSize: 1, total: 1, totalIsCapped: true });
    expect(first.data).toHaveLength(1);
    // Page by page to the end: names in order, and the last page counts them all.
    const names = [first.data[0]!.name];
    let page = first;
    for (let number = 2; page.meta.totalIsCapped; number++) {
      page = await pageOf(number);
      names.push(...page.data.map((customer) => customer.name));
    }
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(page.meta.total).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    // A page past the end (an old link) still says how many there are.
    expect((await pageOf(names.length + 3)).meta).toMatchObject({ total: names.length, totalIsCapped: false });
  });

  it('answers 422 to a query under 3 characters', async () => {
    expect((await get('/api/v2/staff/customers?query=ma', opsJwt)).statusCode).toBe(422);
  });
});

describe('the customer page', () => {
  it('shows the profile and the audit trail of an impersonation, start and end', async () => {
    const impersonation = jwtOf(await post(testApp.app, '/api/v2/impersonated-users', { customerId }, bearer(opsJwt)));
    await post(testApp.app, '/api/v2/impersonated-users/logout', {}, bearer(impersonation));
    const response = await get(`/api/v2/staff/customers/${customerId}`, opsJwt);
    expect(response.statusCode).toBe(200);
    const details = (response.json() as { data: Record<string, unknown> }).data;
    expect(details).toMatchObject({
      email: 'marta.lopez@acme-imports.example',
      company: 'Lusitania Cargo',
      isStaff: false,
    });
    const actions = (details['audit'] as { action: string; actorEmail: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(['impersonation.end', 'impersonation.start']);
  });

  it('lists the customer’s quotes and bookings (none yet) and refuses another brand’s customer with 404', async () => {
    const quotes = await get(`/api/v2/staff/customers/${customerId}/quotes`, opsJwt);
    expect(quotes.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const bookings = await get(`/api/v2/staff/customers/${customerId}/bookings`, opsJwt);
    expect(bookings.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const unknown = await get('/api/v2/staff/customers/0b9c1c1e-6f8e-4d7a-9a43-1d2b3c4d5e6f', opsJwt);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT /api/v2/staff/customers/{id}/staff-role', () => {
  it('lets an admin change a staff member’s role, audited, in effect with their next token', async () => {
    const opsId = String(claimsOf(opsJwt)['backend_customer_id']);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/v2/staff/customers/${opsId}/staff-role`,
      headers: bearer(adminJwt),
      payload: { role: 'sales' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { staffRole: 'sales' } });
    const refreshed = jwtOf(await get('/api/v2/customers/update-jwt', opsJwt));
    expect(claimsOf(refreshed)['staff_role']).toBe('sales');
    opsJwt = refreshed;
    const trail = (await get(`/api/v2/staff/customers/${opsId}`, adminJwt)).json() as {
      data: { audit: { action: string; details: unknown }[] };
    };
    expect(trail.data.audit[0]).toMatchObject({
      action: 'staff.roleChanged',
      details: { before: 'operations', after: 'sales' },
    });
  });

  it('answers 404 for a customer (roles are for staff)', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/v2/staff/customers/${customerId}/staff-role`,
      headers: bearer(adminJwt),
      payload: { role: 'admin' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/v2/staff/customers', () => {
  it('opens an account without a password and mails a set-password link in the customer’s language', async () => {
    const body = {
      contactName: 'João',
      contactSurname: 'Silva',
      email: 'joao@transportes.example',
      phoneNumber: nextTestPhone(),
      countryIsoCode: 'PT',
      type: 'CUSTOMER',
      isCompany: true,
      movingsCompany: false,
      commercialName: 'Transportes Silva',
      backendBranch: 'ES',
      languageCode: 'pt',
    };
    const response = await post(testApp.app, '/api/v2/staff/customers', body, bearer(adminJwt));
    expect(response.statusCode).toBe(201);
    const mail = await latestMail(testApp.database, 'joao@transportes.example', /senha/);
    expect(mail?.text).toMatch(/\/reset-password\//);
    const [row] = await testApp.database.db.select().from(customers).where(eq(customers.email, body.email));
    expect(row).toMatchObject({ passwordHash: null, backendBranch: 'ES', preferredLanguage: 'pt' });
    const again = await post(testApp.app, '/api/v2/staff/customers', body, bearer(adminJwt));
    expect(again.statusCode).toBe(409);
  });
});

describe('the hand-over to the admin host', () => {
  it('answers the console path itself on the brand’s own host, and 403 to a role without the section', async () => {
    const same = await post(
      testApp.app,
      '/api/v2/staff/hand-over',
      { fallbackUrl: '/admin/customers' },
      bearer(adminJwt),
    );
    expect(same.json()).toEqual({ data: { redirectUrl: '/admin/customers' } });
    const salesToShipments = await post(
      testApp.app,
      '/api/v2/staff/hand-over',
      { fallbackUrl: '/admin/shipments' },
      bearer(opsJwt),
    );
    expect(salesToShipments.statusCode).toBe(403);
  });

  it('refuses a token that does not open with this deployment’s key', async () => {
    const response = await post(
      testApp.app,
      '/api/v2/staff/hand-over/accept',
      { token: 'a.b.c.d.e' },
      { host: directHost },
    );
    expect(response.statusCode).toBe(401);
  });
});

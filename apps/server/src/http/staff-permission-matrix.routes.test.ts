import { staffMay, staffRoles, type StaffRole } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import {
  bearer,
  buildAccountsTestApp,
  directHost,
  registerDirectCustomer,
  registerStaff,
  type AccountsTestApp,
} from '../modules/accounts/accounts-test-kit';

/**
 * The permission matrix (ADR 072, ADR 075): every route the built app puts behind `requireStaff` or
 * `requireStaffTo` — listed by the auth plugin as routes register, so routes added later are covered without
 * touching this test — answers 401 without a token, 403 to a customer, and to each staff role 403 exactly when the
 * role lacks the route's permission.
 */
let testApp: AccountsTestApp;
let customerJwt: string;
const staffJwts = new Map<StaffRole, string>();

const jwtOf = (response: { json(): unknown }) => (response.json() as { data: { jwt: string } }).data.jwt;

beforeAll(async () => {
  testApp = await buildAccountsTestApp({ config: { internalEmailDomains: ['freightdesk.example'] } });
  customerJwt = await registerDirectCustomer(testApp.app, 'matrix-client@acme.example');
  for (const role of staffRoles) {
    const email = `matrix-${role}@freightdesk.example`;
    const first = await registerStaff(testApp, email);
    await testApp.database.db.update(customers).set({ staffRole: role }).where(eq(customers.email, email));
    // The role reaches the token with the next one (ADR 072).
    const refreshed = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/customers/update-jwt',
      headers: bearer(first),
    });
    staffJwts.set(role, jwtOf(refreshed));
  }
}, 60_000);
afterAll(() => testApp.close());

const anyUuid = '0b9c1c1e-6f8e-4d7a-9a43-1d2b3c4d5e6f';
/** The route's URL with every parameter filled (a well-formed id, so only the guard can refuse it). */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, anyUuid).replace(/\*/g, 'x');

function call(method: string, url: string, headers: Record<string, string>) {
  const hasBody = !['GET', 'DELETE'].includes(method);
  return testApp.app.inject({
    method: method as 'GET',
    url: concreteUrl(url),
    headers: { host: directHost, ...headers },
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('the staff permission matrix', () => {
  it('lists the staff routes of every module', () => {
    const urls = testApp.app.staffGuardedRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/v2/staff/customers',
        'GET /api/v2/staff/customers/:customerId',
        'PUT /api/v2/staff/customers/:customerId/staff-role',
        'POST /api/v2/impersonated-users',
        'PUT /api/v2/staff/customers/:customerId/credit-line',
      ]),
    );
  });

  it('answers 401 without a token, 403 to a customer, 403 exactly to the roles without the permission', async () => {
    const failures: string[] = [];
    for (const route of testApp.app.staffGuardedRoutes) {
      const name = `${route.method} ${route.url}`;
      const anonymous = await call(route.method, route.url, {});
      if (anonymous.statusCode !== 401) failures.push(`${name} without a token: ${anonymous.statusCode}`);
      const customer = await call(route.method, route.url, bearer(customerJwt));
      if (customer.statusCode !== 403) failures.push(`${name} as a customer: ${customer.statusCode}`);
      for (const role of staffRoles) {
        const answer = await call(route.method, route.url, bearer(staffJwts.get(role) ?? ''));
        const mayOpen =
          route.permission === null || staffMay({ is_internal_user: true, staff_role: role }, route.permission);
        const refused = answer.statusCode === 401 || answer.statusCode === 403;
        if (mayOpen === refused)
          failures.push(`${name} as ${role} (${route.permission ?? 'any staff'}): ${answer.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

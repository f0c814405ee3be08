import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountPolicy } from '../modules/accounts/account-policy';
import {
  bearer,
  buildAccountsTestApp,
  post,
  registerDirectCustomer,
  registerStaff,
  type AccountsTestApp,
} from '../modules/accounts/accounts-test-kit';

// The guards of docs/decisions/049-access.md, each on a test-only route whose body needs a name:
// a guard runs before validation, so a call without a token answers 401, never 422.
const guards = ['optionalSession', 'requireSession', 'requireCustomer', 'requireStaff'] as const;
type GuardName = (typeof guards)[number];
const staffDomain = 'freightdesk.example';

function addGuardedRoutes(app: FastifyInstance): void {
  for (const guard of guards) {
    app.post(
      `/test/guards/${guard}`,
      { onRequest: app[guard], schema: { body: z.object({ name: z.string() }) } },
      async (request) => ({ data: { customerId: request.session?.customerId ?? null } }),
    );
  }
}

let testApp: AccountsTestApp;
let customerJwt: string;
let staffJwt: string;
beforeAll(async () => {
  testApp = await buildAccountsTestApp({
    config: { internalEmailDomains: [staffDomain] },
    beforeReady: addGuardedRoutes,
  });
  customerJwt = await registerDirectCustomer(testApp.app, 'guarded@acme.example');
  staffJwt = await registerStaff(testApp, `ops@${staffDomain}`);
});
afterAll(() => testApp.close());

const call = (guard: GuardName, headers: Record<string, string>, body: unknown = { name: 'Ana' }) =>
  post(testApp.app, `/test/guards/${guard}`, body, headers);
const answer = (response: { statusCode: number; json(): unknown }) => [response.statusCode, response.json()];

describe('session guards (onRequest)', () => {
  it.each(['requireSession', 'requireCustomer', 'requireStaff'] as const)(
    '%s: no token answers 401 UNAUTHORIZED before the body is validated',
    async (guard) => {
      expect(answer(await call(guard, { host: 'direct.test' }, { unexpected: true }))).toEqual([
        401,
        { message: 'UNAUTHORIZED' },
      ]);
      expect(answer(await call(guard, bearer('not-a-token')))).toEqual([401, { message: 'UNAUTHORIZED' }]);
    },
  );

  it('optionalSession lets a guest through and still refuses a bad token', async () => {
    expect(answer(await call('optionalSession', { host: 'direct.test' }))).toEqual([
      200,
      { data: { customerId: null } },
    ]);
    expect(answer(await call('optionalSession', bearer('not-a-token')))).toEqual([401, { message: 'UNAUTHORIZED' }]);
  });

  it('requireStaff: 403 ACCESS_FORBIDDEN to a customer, staff pass', async () => {
    expect(answer(await call('requireStaff', bearer(customerJwt)))).toEqual([403, { message: 'ACCESS_FORBIDDEN' }]);
    expect((await call('requireStaff', bearer(staffJwt))).statusCode).toBe(200);
  });

  it('requireCustomer: customers pass, 403 ACCESS_FORBIDDEN to staff', async () => {
    expect((await call('requireCustomer', bearer(customerJwt))).statusCode).toBe(200);
    expect(answer(await call('requireCustomer', bearer(staffJwt)))).toEqual([403, { message: 'ACCESS_FORBIDDEN' }]);
  });

  it('requireSession: customers and staff pass, with their session', async () => {
    for (const jwt of [customerJwt, staffJwt]) {
      const response = await call('requireSession', bearer(jwt));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { customerId: expect.any(String) } });
    }
  });

  it.each(guards)(
    "%s: a token of brand direct is refused on another brand's host (403 ACCESS_FORBIDDEN)",
    async (guard) => {
      const jwt = guard === 'requireStaff' ? staffJwt : customerJwt;
      expect(answer(await call(guard, bearer(jwt, 'localhost')))).toEqual([403, { message: 'ACCESS_FORBIDDEN' }]);
    },
  );

  it('an expired token answers 498 REFRESH_TOKEN (the web exchanges it at update-jwt)', async () => {
    testApp.clock.advance(accountPolicy.sessionTtlMs + 1000);
    try {
      expect(answer(await call('requireSession', bearer(customerJwt)))).toEqual([498, { message: 'REFRESH_TOKEN' }]);
    } finally {
      testApp.clock.advance(-(accountPolicy.sessionTtlMs + 1000));
    }
  });
});

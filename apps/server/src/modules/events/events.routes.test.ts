import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import { accountPolicy } from '../accounts/account-policy';
import {
  bearer,
  buildAccountsTestApp,
  post,
  registerDirectCustomer,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp();
});
afterAll(() => testApp.close());

const registerDirect = (email: string) => registerDirectCustomer(testApp.app, email);

describe('POST /api/v2/events', () => {
  const sendEvent = (headers: Record<string, string>, payload: unknown) =>
    post(testApp.app, '/api/v2/events', payload, headers);

  it('stores the event for the customer (204)', async () => {
    const jwt = await registerDirect('events@acme.example');
    const response = await sendEvent(bearer(jwt), { name: 'login_success', properties: { method: 'password' } });
    expect(response.statusCode).toBe(204);
    const stored = await testApp.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'login_success'));
    expect(stored.map((event) => event.properties)).toEqual([{ method: 'password' }]);
  });

  it('answers 401 without a token and 498 with an expired one', async () => {
    const jwt = await registerDirect('events.expired@acme.example');
    expect((await sendEvent({}, { name: 'x' })).statusCode).toBe(401);
    testApp.clock.advance(accountPolicy.sessionTtlMs + 1);
    expect((await sendEvent(bearer(jwt), { name: 'x' })).statusCode).toBe(498);
  });

  it('answers 403 ACCESS_FORBIDDEN for a token of another brand', async () => {
    const jwt = await registerDirect('events.brand@acme.example');
    const response = await sendEvent({ authorization: `Bearer ${jwt}`, host: 'localhost' }, { name: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
  });

  it('answers 422 INVALID_PAYLOAD for a missing name or properties over 8 KB', async () => {
    const jwt = await registerDirect('events.invalid@acme.example');
    const noName = await sendEvent(bearer(jwt), { properties: {} });
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toMatchObject({ message: 'INVALID_PAYLOAD', errors: { name: expect.any(Array) } });
    const tooBig = await sendEvent(bearer(jwt), { name: 'big', properties: { blob: 'x'.repeat(9000) } });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toEqual({ message: 'INVALID_PAYLOAD', errors: { properties: ['validation.maxLength'] } });
  });
});

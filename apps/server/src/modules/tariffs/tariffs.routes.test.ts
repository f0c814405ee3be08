import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildAccountsTestApp,
  registerDirectCustomer,
  registerStaff,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';

let testApp: AccountsTestApp;
beforeAll(async () => {
  testApp = await buildAccountsTestApp({ config: { internalEmailDomains: ['freightdesk.example'] } });
});
afterAll(() => testApp.close());

const status = (headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: '/api/v2/tariffs/status', headers });

describe('GET /api/v2/tariffs/status', () => {
  it('tells staff whether tariffs are loaded and how the demo load went (inject() apps never load it)', async () => {
    const response = await status(bearer(await registerStaff(testApp, 'ops.tariffs@freightdesk.example')));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { demoTariffs: { state: 'notNeeded' }, hasTariffs: false } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is staff-only: 401 for a guest, 403 for a customer', async () => {
    expect((await status()).statusCode).toBe(401);
    const customer = await status(bearer(await registerDirectCustomer(testApp.app, 'curious@acme.example')));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
  });
});

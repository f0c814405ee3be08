// Removing exchange rates and carriers in the console (docs/decisions/080-rate-settings-and-audit.md): audited, and a
// carrier the published tariffs name is refused with the reason.
import type { AuditEntryView, QuoteView } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import {
  buildAccountsTestApp,
  post,
  registerStaff,
  samplePassword,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { quoteBody, quotesTestClockStartMs, quotesTestTariffs } from '../quotes/quotes-test-kit';
import { createTariffsService } from '../tariffs/tariffs.service';

let testApp: AccountsTestApp;
let operationsJwt: string;
let pricingJwt: string;
const direct = { host: 'direct.test' };
const pricingEmail = 'remover@freightdesk.example';
const base = '/api/v2/rate-settings';

beforeAll(async () => {
  testApp = await buildAccountsTestApp({
    clockStartMs: quotesTestClockStartMs,
    config: { internalEmailDomains: ['freightdesk.example'] },
  });
  await createTariffsService({ db: testApp.database.db }).importTariffs(quotesTestTariffs);
  operationsJwt = await registerStaff(testApp, 'ops@freightdesk.example');
  await registerStaff(testApp, pricingEmail);
  await testApp.database.db.update(customers).set({ staffRole: 'pricing' }).where(eq(customers.email, pricingEmail));
  const login = await post(
    testApp.app,
    '/api/v2/customers/login',
    { login: pricingEmail, password: samplePassword },
    direct,
  );
  pricingJwt = (login.json() as { data: { jwt: string } }).data.jwt;
});
afterAll(() => testApp.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, jwt: string | null = pricingJwt) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...direct, ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const historyOf = async (area: string, entityId: string) =>
  dataOf<AuditEntryView[]>(await call('GET', `${base}/${area}/history?entityId=${encodeURIComponent(entityId)}`));

async function newQuote(): Promise<QuoteView> {
  const response = await post(testApp.app, '/api/v2/quotes', quoteBody(), direct);
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<QuoteView>(response);
}

describe('removing an exchange rate', () => {
  it('removes a day of a pair with its audit entry; the next quote converts with the day before', async () => {
    // CMA CGM's freight is in EUR: 2 × 1,600.00 at the latest day's rate (1.085 on 2030-01-14), + 2 × 120.00 USD.
    const cmaTotal = async () => (await newQuote()).rates.find((rate) => rate.carrierCode === 'CMDU')?.total.total;
    expect(await cmaTotal()).toBe(371_200);
    const earlier = await call('POST', `${base}/exchange-rates`, {
      baseCurrency: 'EUR',
      quoteCurrency: 'USD',
      rate: '1.5',
      asOfDate: '2030-01-10',
    });
    expect(earlier.statusCode, earlier.body).toBe(201);
    expect(await cmaTotal()).toBe(371_200);

    const url = `${base}/exchange-rates/EUR/USD/2030-01-14`;
    expect((await call('DELETE', url, undefined, operationsJwt)).statusCode).toBe(403);
    expect((await call('DELETE', url, undefined, null)).statusCode).toBe(401);
    const removed = await call('DELETE', url);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await cmaTotal()).toBe(2 * 240_000 + 2 * 12_000);
    const [entry] = await historyOf('exchange-rates', 'EUR/USD/2030-01-14');
    expect(entry).toMatchObject({
      action: 'exchangeRate.delete',
      actorEmail: pricingEmail,
      before: { rate: '1.085', asOfDate: '2030-01-14' },
      after: null,
    });
    const again = await call('DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'RATE_SETTING_NOT_FOUND' });
  });
});

describe('removing a carrier', () => {
  it('removes a carrier no published tariff names, audited', async () => {
    expect(
      (await call('POST', `${base}/carriers`, { code: 'EK', name: 'Emirates SkyCargo', modes: ['AIR'] })).statusCode,
    ).toBe(201);
    const removed = await call('DELETE', `${base}/carriers/ek`);
    expect(removed.statusCode, removed.body).toBe(204);
    const codes = dataOf<{ code: string }[]>(await call('GET', `${base}/carriers`)).map((carrier) => carrier.code);
    expect(codes).not.toContain('EK');
    const [entry] = await historyOf('carriers', 'EK');
    expect(entry).toMatchObject({
      action: 'carrier.delete',
      before: { code: 'EK', name: 'Emirates SkyCargo' },
      after: null,
    });
    expect((await call('DELETE', `${base}/carriers/EK`)).statusCode).toBe(404);
  });

  it('refuses a carrier the published tariffs price with RATE_SETTING_IN_USE, and keeps it', async () => {
    const refused = await call('DELETE', `${base}/carriers/CMDU`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'RATE_SETTING_IN_USE' });
    const codes = dataOf<{ code: string }[]>(await call('GET', `${base}/carriers`)).map((carrier) => carrier.code);
    expect(codes).toContain('CMDU');
    expect((await historyOf('carriers', 'CMDU')).filter((entry) => entry.action === 'carrier.delete')).toEqual([]);
    expect((await newQuote()).rates.some((rate) => rate.carrierCode === 'CMDU')).toBe(true);
  });
});

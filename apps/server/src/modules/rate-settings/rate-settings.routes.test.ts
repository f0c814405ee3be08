import { exampleAdditionalServicePrice } from '@freightdesk/domain/testing';
import type { AuditEntryView, QuoteView } from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, customers } from '../../db/schema';
import {
  buildAccountsTestApp,
  post,
  registerDirectCustomer,
  registerStaff,
  samplePassword,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { quoteBody, quotesTestClockStartMs, quotesTestTariffs } from '../quotes/quotes-test-kit';
import { createTariffsService } from '../tariffs/tariffs.service';

let testApp: AccountsTestApp;
let customerJwt: string;
let operationsJwt: string;
let pricingJwt: string;
const direct = { host: 'direct.test' };
const pricingEmail = 'prices@freightdesk.example';
const base = '/api/v2/rate-settings';

async function signIn(email: string): Promise<string> {
  const response = await post(
    testApp.app,
    '/api/v2/customers/login',
    { login: email, password: samplePassword },
    direct,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { jwt: string } }).data.jwt;
}

beforeAll(async () => {
  testApp = await buildAccountsTestApp({
    clockStartMs: quotesTestClockStartMs,
    config: { internalEmailDomains: ['freightdesk.example'] },
  });
  await createTariffsService({ db: testApp.database.db }).importTariffs({
    ...quotesTestTariffs,
    additionalServicePrices: [exampleAdditionalServicePrice],
  });
  customerJwt = await registerDirectCustomer(testApp.app, 'buyer@acme.example');
  // An internal user with no role stored counts as operations (ADR 072).
  operationsJwt = await registerStaff(testApp, 'ops@freightdesk.example');
  await registerStaff(testApp, pricingEmail);
  await testApp.database.db.update(customers).set({ staffRole: 'pricing' }).where(eq(customers.email, pricingEmail));
  pricingJwt = await signIn(pricingEmail);
});
afterAll(() => testApp.close());

const headersOf = (jwt: string | null) => ({ ...direct, ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) });
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  jwt: string | null = pricingJwt,
) =>
  testApp.app.inject({
    method,
    url,
    headers: headersOf(jwt),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

async function historyOf(area: string, entityId: string): Promise<AuditEntryView[]> {
  const response = await call('GET', `${base}/${area}/history?entityId=${encodeURIComponent(entityId)}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<AuditEntryView[]>(response);
}

/** A new quote for 2 × DV40 Shanghai → Los Angeles (anonymous), as priced now. */
async function newQuote(app = testApp.app): Promise<QuoteView> {
  const response = await post(app, '/api/v2/quotes', quoteBody(), direct);
  expect(response.statusCode, response.body).toBe(201);
  return dataOf<QuoteView>(response);
}
const totalOf = (quote: QuoteView, carrierCode: string) =>
  quote.rates.find((rate) => rate.carrierCode === carrierCode)?.total.total;

describe('who may use the rate settings', () => {
  it('answers 401 without a token, 403 to a customer and to operations staff, 200 to pricing staff', async () => {
    const url = `${base}/exchange-rates`;
    expect((await call('GET', url, undefined, null)).statusCode).toBe(401);
    const asCustomer = await call('GET', url, undefined, customerJwt);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    const asOperations = await call(
      'POST',
      `${base}/carriers`,
      { code: 'ZZZ', name: 'X', modes: ['FCL'] },
      operationsJwt,
    );
    expect(asOperations.statusCode).toBe(403);
    expect(asOperations.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    expect((await call('GET', url)).statusCode).toBe(200);
  });

  it('answers 403 FEATURE_DISABLED when the brand has rate management off', async () => {
    const flag = (on: boolean) =>
      testApp.database.db
        .update(brands)
        .set({
          configuration: sql`jsonb_set(${brands.configuration}, '{featureFlags,rateManagement}',
            ${on ? 'true' : 'false'}::jsonb)`,
        })
        .where(eq(brands.id, 'direct'));
    await flag(false);
    try {
      const response = await call('GET', `${base}/carriers`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'FEATURE_DISABLED' });
    } finally {
      await flag(true);
    }
  });
});

describe('exchange rates', () => {
  it('refuses a bad rate, one currency twice and a day too far ahead, field by field', async () => {
    const bad = await call('POST', `${base}/exchange-rates`, {
      baseCurrency: 'EUR',
      quoteCurrency: 'EUR',
      rate: '-1',
      asOfDate: '2030-02-30',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: {
        rate: ['rateSettings.validation.rateFormat'],
        asOfDate: ['rateSettings.validation.dateFormat'],
      },
    });
    const same = await call('POST', `${base}/exchange-rates`, {
      baseCurrency: 'EUR',
      quoteCurrency: 'EUR',
      rate: '1',
      asOfDate: '2030-01-14',
    });
    expect(same.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { quoteCurrency: ['rateSettings.validation.sameCurrency'] },
    });
    const tooPrecise = await call('POST', `${base}/exchange-rates`, {
      baseCurrency: 'EUR',
      quoteCurrency: 'USD',
      rate: '1.0000001',
      asOfDate: '2030-01-14',
    });
    expect(tooPrecise.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { rate: ['rateSettings.validation.rateFormat'] },
    });
    const ahead = await call('POST', `${base}/exchange-rates`, {
      baseCurrency: 'USD',
      quoteCurrency: 'INR',
      rate: '83.2',
      asOfDate: '2030-01-22',
    });
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { asOfDate: ['rateSettings.validation.asOfDateTooFarAhead'] },
    });
    const unknownCurrency = await call('POST', `${base}/exchange-rates`, {
      baseCurrency: 'GBP',
      quoteCurrency: 'USD',
      rate: '1.2',
      asOfDate: '2030-01-14',
    });
    expect(unknownCurrency.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { baseCurrency: ['validation.required'] },
    });
  });

  it('adds a rate for a day, answers 409 for the same day again, and lists it with who entered it', async () => {
    const body = { baseCurrency: 'USD', quoteCurrency: 'INR', rate: '83,25', asOfDate: '2030-01-20' };
    const added = await call('POST', `${base}/exchange-rates`, body);
    expect(added.statusCode, added.body).toBe(201);
    expect(dataOf(added)).toMatchObject({ rate: '83.25', source: 'console', lastChange: { actorEmail: pricingEmail } });
    const again = await call('POST', `${base}/exchange-rates`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'RATE_SETTING_ALREADY_EXISTS' });
    const list = await call('GET', `${base}/exchange-rates?baseCurrency=USD`);
    expect(dataOf(list)).toEqual([
      expect.objectContaining({
        baseCurrency: 'USD',
        quoteCurrency: 'INR',
        rate: '83.25',
        asOfDate: '2030-01-20',
        lastChange: { actorEmail: pricingEmail, at: expect.stringMatching(/^2030-01-14T/) },
      }),
    ]);
    const [entry] = await historyOf('exchange-rates', 'USD/INR/2030-01-20');
    expect(entry).toMatchObject({ action: 'exchangeRate.create', actorEmail: pricingEmail, before: null });
    expect(entry?.after).toMatchObject({ rate: '83.25' });
  });

  it("a corrected rate prices the next quote, and the correction's history shows before and after", async () => {
    // CMA CGM: 2 × 1,600.00 EUR at 1.085 + 2 × 120.00 USD terminal handling.
    expect(totalOf(await newQuote(), 'CMDU')).toBe(371200);
    const corrected = await call('PUT', `${base}/exchange-rates/EUR/USD/2030-01-14`, { rate: '1.2' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(totalOf(await newQuote(), 'CMDU')).toBe(408000);
    const [entry] = await historyOf('exchange-rates', 'EUR/USD/2030-01-14');
    expect(entry).toMatchObject({
      action: 'exchangeRate.update',
      actorEmail: pricingEmail,
      before: { rate: '1.085', source: 'staff' },
      after: { rate: '1.2', source: 'console' },
    });
    const missing = await call('PUT', `${base}/exchange-rates/EUR/USD/2030-01-01`, { rate: '1.2' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'RATE_SETTING_NOT_FOUND' });
  });
});

describe('carriers', () => {
  it("lists the tariffs' carriers at first, searched by code or name and filtered by mode", async () => {
    const all = dataOf<{ code: string; name: string; modes: string[]; active: boolean }[]>(
      await call('GET', `${base}/carriers`),
    );
    expect(all.map((carrier) => carrier.code)).toEqual(expect.arrayContaining(['MAEU', 'CMDU', 'COSU']));
    expect(all.find((carrier) => carrier.code === 'CMDU')).toMatchObject({
      name: 'CMA CGM',
      modes: ['FCL'],
      active: true,
    });
    const found = dataOf<{ code: string }[]>(await call('GET', `${base}/carriers?q=cma`));
    expect(found.map((carrier) => carrier.code)).toEqual(['CMDU']);
    expect(dataOf<unknown[]>(await call('GET', `${base}/carriers?mode=AIR`))).toEqual([]);
  });

  it('refuses a malformed code, no mode and a logo that is not https', async () => {
    const response = await call('POST', `${base}/carriers`, {
      code: 'MAERSK',
      name: 'Maersk',
      modes: [],
      logoUrl: 'http://example.com/logo.png',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: {
        code: ['rateSettings.validation.carrierCode'],
        modes: ['rateSettings.validation.modesRequired'],
        logoUrl: ['rateSettings.validation.logoUrl'],
      },
    });
  });

  it('adds a carrier (409 for a listed code) and audits it', async () => {
    const added = await call('POST', `${base}/carriers`, { code: 'ek', name: 'Emirates SkyCargo', modes: ['AIR'] });
    expect(added.statusCode, added.body).toBe(201);
    expect(dataOf(added)).toMatchObject({ code: 'EK', modes: ['AIR'], active: true, logoUrl: null });
    expect((await call('POST', `${base}/carriers`, { code: 'EK', name: 'Again', modes: ['AIR'] })).statusCode).toBe(
      409,
    );
    const [entry] = await historyOf('carriers', 'EK');
    expect(entry).toMatchObject({
      action: 'carrier.create',
      before: null,
      after: { code: 'EK', name: 'Emirates SkyCargo' },
    });
  });

  it("a deactivated carrier's rates leave the next quote; a renamed one shows its new name", async () => {
    const before = await newQuote();
    expect(before.rates.some((rate) => rate.carrierCode === 'CMDU')).toBe(true);
    const deactivated = await call('PUT', `${base}/carriers/CMDU`, {
      name: 'CMA CGM',
      modes: ['FCL'],
      logoUrl: null,
      active: false,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const renamed = await call('PUT', `${base}/carriers/MAEU`, {
      name: 'Maersk Line',
      modes: ['FCL'],
      logoUrl: 'https://cdn.example.com/maersk.svg',
      active: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await newQuote();
    expect(after.rates.some((rate) => rate.carrierCode === 'CMDU')).toBe(false);
    expect(after.rates.find((rate) => rate.carrierCode === 'MAEU')?.suppliersInformation.freight).toBe('Maersk Line');
    const [entry] = await historyOf('carriers', 'CMDU');
    expect(entry).toMatchObject({ action: 'carrier.update', before: { active: true }, after: { active: false } });
    expect(dataOf<unknown[]>(await call('GET', `${base}/carriers?status=inactive`))).toEqual([
      expect.objectContaining({ code: 'CMDU', lastChange: expect.objectContaining({ actorEmail: pricingEmail }) }),
    ]);
    // Back on: the following tests price with it.
    await call('PUT', `${base}/carriers/CMDU`, { name: 'CMA CGM', modes: ['FCL'], logoUrl: null, active: true });
    expect((await newQuote()).rates.some((rate) => rate.carrierCode === 'CMDU')).toBe(true);
    expect((await call('PUT', `${base}/carriers/NONE`, { name: 'X', modes: ['FCL'] })).statusCode).toBe(404);
  });
});

describe('port charges', () => {
  const thc = {
    locode: 'cnsha',
    side: 'origin',
    mode: 'FCL',
    code: 'thc',
    name: 'Terminal handling',
    basis: 'perContainer',
    containerType: null,
    amountMinor: 15000,
    minimumChargeMinor: 0,
    currency: 'USD',
    validFrom: '2030-01-01',
    validTo: '2030-12-31',
  };

  it('refuses a bad terminal code; a container type off the per-container basis; an inverted validity', async () => {
    const fields = await call('POST', `${base}/port-charges`, { ...thc, locode: 'SHANGHAI', amountMinor: 12.5 });
    expect(fields.statusCode).toBe(422);
    expect(fields.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { locode: ['rateSettings.validation.terminalCode'], amountMinor: ['rateSettings.validation.amount'] },
    });
    const together = await call('POST', `${base}/port-charges`, {
      ...thc,
      basis: 'perShipment',
      containerType: 'DV40',
      validTo: '2029-12-31',
    });
    expect(together.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: {
        containerType: ['rateSettings.validation.containerTypeBasis'],
        validTo: ['rateSettings.validation.validToBeforeFrom'],
      },
    });
  });

  it("edits a terminal's charge (the next quote uses it), filters by port, removes one; all audited", async () => {
    const list = await call('GET', `${base}/port-charges?locode=cns&mode=FCL`);
    expect(dataOf(list)).toEqual([
      expect.objectContaining({ id: 'thc-cnsha-fcl', amountMinor: 12000, lastChange: null }),
    ]);
    expect(dataOf<unknown[]>(await call('GET', `${base}/port-charges?locode=USLAX`))).toEqual([]);

    const maerskBefore = totalOf(await newQuote(), 'MAEU');
    const edited = await call('PUT', `${base}/port-charges/thc-cnsha-fcl`, thc);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(dataOf(edited)).toMatchObject({ locode: 'CNSHA', code: 'THC', amountMinor: 15000 });
    // 2 containers × 30.00 USD more.
    expect(totalOf(await newQuote(), 'MAEU')).toBe((maerskBefore ?? 0) + 6000);
    const [update] = await historyOf('port-charges', 'thc-cnsha-fcl');
    expect(update).toMatchObject({
      action: 'portCharge.update',
      before: { amountMinor: 12000 },
      after: { amountMinor: 15000 },
    });

    const added = await call('POST', `${base}/port-charges`, {
      ...thc,
      code: 'DOC',
      name: 'Documentation',
      basis: 'perShipment',
      amountMinor: 4500,
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = dataOf<{ id: string }>(added).id;
    expect(totalOf(await newQuote(), 'MAEU')).toBe((maerskBefore ?? 0) + 6000 + 4500);
    const removed = await call('DELETE', `${base}/port-charges/${id}`);
    expect(removed.statusCode).toBe(204);
    expect(totalOf(await newQuote(), 'MAEU')).toBe((maerskBefore ?? 0) + 6000);
    expect((await historyOf('port-charges', id)).map((entry) => entry.action)).toEqual([
      'portCharge.delete',
      'portCharge.create',
    ]);
    expect((await call('DELETE', `${base}/port-charges/${id}`)).statusCode).toBe(404);
  });
});

describe('additional-service prices', () => {
  const insurance = {
    code: 'insurance',
    name: 'Cargo insurance',
    mode: null,
    countryIsoCode: null,
    pricingRule: 'percentageWithMinimum',
    amountMinor: 0,
    percent: 0.5,
    minimumChargeMinor: 7500,
    currency: 'USD',
    validFrom: '2030-01-01',
    validTo: '2030-12-31',
  };

  it('refuses a percentage price without its percent and an unknown service', async () => {
    const response = await call('POST', `${base}/additional-services`, {
      ...insurance,
      percent: null,
      code: 'teleport',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'INVALID_PAYLOAD', errors: { code: ['validation.required'] } });
    const noPercent = await call('POST', `${base}/additional-services`, { ...insurance, percent: null });
    expect(noPercent.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { percent: ['rateSettings.validation.percentRequired'] },
    });
  });

  it('lists by service, edits, adds and removes a price, each with its audit entry', async () => {
    expect(dataOf(await call('GET', `${base}/additional-services?code=insurance`))).toEqual([
      expect.objectContaining({ id: 'insurance-any', percent: 0.35, minimumChargeMinor: 5000 }),
    ]);
    const edited = await call('PUT', `${base}/additional-services/insurance-any`, insurance);
    expect(edited.statusCode, edited.body).toBe(200);
    const [update] = await historyOf('additional-services', 'insurance-any');
    expect(update).toMatchObject({
      before: { percent: 0.35, minimumChargeMinor: 5000 },
      after: { percent: 0.5, minimumChargeMinor: 7500 },
    });
    const added = await call('POST', `${base}/additional-services`, {
      ...insurance,
      code: 'importCustomsClearance',
      name: 'Import customs clearance',
      countryIsoCode: 'us',
      pricingRule: 'fixed',
      percent: null,
      amountMinor: 9500,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(dataOf(added)).toMatchObject({ countryIsoCode: 'US' });
    expect(dataOf<unknown[]>(await call('GET', `${base}/additional-services?countryIsoCode=US`))).toHaveLength(1);
    const id = dataOf<{ id: string }>(added).id;
    expect((await call('DELETE', `${base}/additional-services/${id}`)).statusCode).toBe(204);
    expect(dataOf<unknown[]>(await call('GET', `${base}/additional-services?countryIsoCode=US`))).toEqual([]);
    const areaHistory = dataOf<AuditEntryView[]>(await call('GET', `${base}/additional-services/history`));
    expect(areaHistory.map((entry) => entry.action)).toEqual([
      'additionalServicePrice.delete',
      'additionalServicePrice.create',
      'additionalServicePrice.update',
    ]);
  });
});

describe('another server process', () => {
  it('prices with a change made on this one after at most a second', async () => {
    const other = await buildAccountsTestApp({
      clockStartMs: quotesTestClockStartMs,
      database: testApp.database,
      config: { internalEmailDomains: ['freightdesk.example'] },
    });
    try {
      const before = totalOf(await newQuote(other.app), 'CMDU');
      expect(before).toBe(totalOf(await newQuote(), 'CMDU'));
      expect((await call('PUT', `${base}/exchange-rates/EUR/USD/2030-01-14`, { rate: '1.1' })).statusCode).toBe(200);
      other.clock.advance(1_000);
      // 2 × 1,600.00 EUR at 1.1 + terminal handling (2 × 150.00 USD since the port charge test). The other process
      // asks the tariffs' generation once a second of its own time (ADR 079), so the price arrives within about that.
      await expect
        .poll(async () => totalOf(await newQuote(other.app), 'CMDU'), { timeout: 5_000, interval: 250 })
        .toBe(352000 + 30000);
    } finally {
      await other.close();
    }
  });
});

import { examplePlaces } from '@freightdesk/domain/testing';
import type { QuoteView, Rate } from '@freightdesk/domain';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customRequests } from '../../db/schema';
import {
  buildAccountsTestApp,
  latestCode,
  nextTestPhone,
  post,
  registerDirectCustomer,
  standardRegisterBody,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit';
import { createTariffsService } from '../tariffs/tariffs.service';
import { quoteBody, quotesTestClockStartMs, quotesTestTariffs, untilCompleted } from './quotes-test-kit';

let testApp: AccountsTestApp;
let customerJwt: string;
let otherCustomerJwt: string;
let staffJwt: string;
const direct = { host: 'direct.test' };
const registerDirect = (email: string) => registerDirectCustomer(testApp.app, email);

beforeAll(async () => {
  testApp = await buildAccountsTestApp({
    clockStartMs: quotesTestClockStartMs,
    config: { internalEmailDomains: ['freightdesk.example'] },
  });
  await createTariffsService({ db: testApp.database.db }).importTariffs(quotesTestTariffs);
  customerJwt = await registerDirect('buyer@acme.example');
  otherCustomerJwt = await registerDirect('someone@else.example');
  expect(
    (
      await post(
        testApp.app,
        '/api/v2/customers/register',
        standardRegisterBody('ops@freightdesk.example', nextTestPhone()),
        direct,
      )
    ).statusCode,
  ).toBe(202);
  const code = await latestCode(testApp.database, 'ops@freightdesk.example');
  staffJwt = (
    (
      await post(testApp.app, '/api/v2/customers/validate-email', { email: 'ops@freightdesk.example', code }, direct)
    ).json() as { data: { jwt: string } }
  ).data.jwt;
});
afterAll(() => testApp.close());

const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

async function createQuote(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return post(testApp.app, '/api/v2/quotes', body, { ...direct, ...headers });
}

async function createdUuid(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<string> {
  const response = await createQuote(body, headers);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { uuid: string } }).data.uuid;
}

function getQuote(uuid: string, query = '', headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v2/quotes/customer/${uuid}${query}`,
    headers: { ...direct, ...headers },
  });
}

/** Reads the quote until its later sources have answered (the progressive fill). */
function completedQuote(uuid: string, headers: Record<string, string> = {}, query = ''): Promise<QuoteView> {
  return untilCompleted(async () => ((await getQuote(uuid, query, headers)).json() as { data: QuoteView }).data);
}

const sumOfCharges = (rate: Rate) =>
  Object.values(rate.charges)
    .flat()
    .reduce((sum, charge) => sum + charge.amountMinor, 0);
const byCarrier = (quote: QuoteView, carrierCode: string) =>
  quote.rates.find((rate) => rate.carrierCode === carrierCode);

describe('POST /api/v2/quotes then GET /api/v2/quotes/customer/{quoteId} (anonymous)', () => {
  it('answers with the quote as the read just after shows it, in the language asked (ADR 071)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/quotes?lang=es',
      payload: quoteBody(),
      headers: direct,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = (response.json() as { data: QuoteView }).data;
    expect(created.rates.length).toBeGreaterThan(0);
    expect(created.origin.countryName).toBe('China');
    expect(created.destination.countryName).toBe('Estados Unidos');
    expect(created).toEqual(((await getQuote(created.uuid, '?lang=es')).json() as { data: QuoteView }).data);
  });

  it('refuses a language it does not speak, as the read does', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/quotes?lang=xx',
      payload: quoteBody(),
      headers: direct,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'INVALID_PAYLOAD', errors: { lang: ['unsupportedLanguage'] } });
  });

  it('answers 201 with the uuid and prices the requested lane at once: charge groups, conversion, tags', async () => {
    const response = await createQuote(quoteBody());
    expect(response.statusCode).toBe(201);
    const created = (response.json() as { data: { uuid: string; isCompleted: boolean; quoteTypeCode: string } }).data;
    // Port to port with rates on the lane itself: nothing left for a later source.
    expect(created).toMatchObject({ isCompleted: true, quoteTypeCode: 'IQ' });

    const quote = ((await getQuote(created.uuid)).json() as { data: QuoteView }).data;
    expect(quote).toMatchObject({
      currency: 'USD',
      quoteType: 'instant',
      quoteTypeCode: 'IQ',
      isExpired: false,
      isPartial: false,
      isCompleted: true,
    });
    // Ningbo (nearby) is not offered while Shanghai itself has rates.
    expect(quote.rates.map((rate) => rate.carrierCode).sort()).toEqual(['CMDU', 'MAEU']);

    // Maersk: 2 × 1,850.00 freight + 2 × 120.00 Shanghai THC.
    const maersk = byCarrier(quote, 'MAEU')!;
    expect(maersk.total).toMatchObject({ total: 394000, amount: 394000, taxes: 0, currency: 'USD' });
    expect(maersk.charges['freight']!.map((charge) => charge.amountMinor)).toEqual([370000]);
    expect(maersk.charges['portOrigin']!.map((charge) => charge.amountMinor)).toEqual([24000]);
    expect(maersk.isNearbyOrigin).toBe(false);
    // CMA CGM: 2 × 1,600.00 EUR at 1.085 = 3,472.00 USD + THC: the cheapest, listed first.
    const cma = byCarrier(quote, 'CMDU')!;
    expect(cma.total.total).toBe(347200 + 24000);
    expect(cma.publicTags).toContain('CHEAPEST');
    expect(maersk.publicTags).toContain('FASTEST');
    expect(quote.rates[0]!.carrierCode).toBe('CMDU');
    for (const rate of quote.rates) {
      expect(sumOfCharges(rate)).toBe(rate.total.total);
      expect(quote.billingItems[rate.uuid]!.reduce((sum, item) => sum + item.amountMinor, 0)).toBe(rate.total.total);
    }
    expect(quote.exchangeRates).toEqual([
      expect.objectContaining({ baseCurrency: 'EUR', quoteCurrency: 'USD', asOfDate: '2030-01-14' }),
    ]);
    expect(quote.servicesIncluded).toEqual(['PortOriginCharges', 'Freight', 'PortDestinationCharges']);
    // 30 days after the quote, before the rates' own end (2030-12-31).
    expect(quote.validUntil).toBe('2030-02-13');
  });

  it('fills progressively: with no rate at the requested port, the nearby ports join and it completes', async () => {
    // Long Beach has no rate of its own; Los Angeles is next door.
    const longBeach = { code: 'USLGB', type: 'PORT', city: 'Long Beach', countryIsoCode: 'US', iataCode: null };
    const response = await createQuote(quoteBody({ destination: longBeach }));
    expect(response.json()).toMatchObject({ data: { isCompleted: false, quoteTypeCode: 'NIQ' } });
    const uuid = (response.json() as { data: { uuid: string } }).data.uuid;

    const quote = await completedQuote(uuid);
    expect(quote).toMatchObject({ quoteTypeCode: 'IQ', noInstantQuoteReason: null });
    expect(quote.rates.map((rate) => rate.carrierCode).sort()).toEqual(['CMDU', 'COSU', 'MAEU']);
    expect(quote.rates.every((rate) => rate.schedule.destinationPort === 'USLAX')).toBe(true);
    // COSCO leaves from Ningbo, near Shanghai: flagged, with its distance; the cheapest.
    const cosco = byCarrier(quote, 'COSU')!;
    expect(cosco).toMatchObject({ isNearbyOrigin: true, schedule: { originPort: 'CNNGB' } });
    expect(cosco.originDistance!.amount).toBeGreaterThan(100);
    expect(cosco.originDistance!.amount).toBeLessThanOrEqual(250);
    expect(cosco.publicTags).toContain('CHEAPEST');
    expect(quote.rates[0]!.carrierCode).toBe('COSU');
  });

  it('converts every line into the requested currency from its tariff amount, and names the rate used', async () => {
    const uuid = await createdUuid(quoteBody());
    const quote = await completedQuote(uuid, {}, '?currency=EUR&lang=es');
    expect(quote.currency).toBe('EUR');
    expect(quote.origin).toMatchObject({ code: 'CNSHA', countryName: 'China' });
    expect(quote.destination).toMatchObject({ code: 'USLAX', countryName: 'Estados Unidos' });
    // Maersk in EUR: 3,700.00 USD → 3,410.14 EUR and 240.00 USD → 221.20 EUR (1 / 1.085).
    expect(byCarrier(quote, 'MAEU')!.total).toMatchObject({ total: 341014 + 22120, currency: 'EUR' });
    // CMA CGM's freight was in EUR: not converted twice.
    expect(byCarrier(quote, 'CMDU')!.charges['freight']![0]!.amountMinor).toBe(320000);
    for (const rate of quote.rates) expect(sumOfCharges(rate)).toBe(rate.total.total);
    expect(quote.exchangeRates).toEqual([
      expect.objectContaining({ baseCurrency: 'EUR', quoteCurrency: 'USD', asOfDate: '2030-01-14', inverted: true }),
    ]);
  });

  it('prices the door leg from the postal code in the first answer (port to door)', async () => {
    const response = await createQuote(
      quoteBody({
        destination: { code: '90012', type: 'POSTAL_CODE', city: 'Los Angeles', countryIsoCode: 'US', iataCode: null },
      }),
    );
    expect(response.json()).toMatchObject({ data: { isCompleted: true, quoteTypeCode: 'IQ' } });
    const uuid = (response.json() as { data: { uuid: string } }).data.uuid;
    const quote = await completedQuote(uuid);
    expect(quote).toMatchObject({ quoteTypeCode: 'IQ', isPartial: false });
    const maersk = quote.rates.find(
      (rate) => rate.carrierCode === 'MAEU' && rate.schedule.destinationPort === 'USLAX',
    )!;
    expect(maersk.routeKind).toBe('P2D');
    expect(maersk.includes['delivery']).toBe(true);
    expect(maersk.charges['delivery']!.map((charge) => charge.amountMinor)).toEqual([60000]);
    expect(maersk.total.total).toBe(394000 + 60000);
    // Drayage providers are internal: a guest does not see them.
    expect(maersk.suppliersInformation.delivery).toBeNull();
    expect(quote.servicesIncluded).toContain('Delivery');
  });

  it('gives no instant quote when no port near the door has a rate, and asks sales', async () => {
    // New York: no rate reaches a port near it.
    const response = await createQuote(
      quoteBody({
        destination: { code: '10001', type: 'POSTAL_CODE', city: 'New York', countryIsoCode: 'US', iataCode: null },
      }),
    );
    expect(response.json()).toMatchObject({ data: { isCompleted: false, quoteTypeCode: 'NIQ' } });
    const quote = await completedQuote((response.json() as { data: { uuid: string } }).data.uuid);
    expect(quote.rates).toEqual([]);
    expect(quote).toMatchObject({ quoteTypeCode: 'NIQ', noInstantQuoteReason: 'NO_RATES' });
  });

  it('falls back to a partial (port-to-port) quote when the door leg cannot be priced', async () => {
    // Santa Barbara: Los Angeles is within the radius, but its trucking reaches 100 km only.
    const response = await createQuote(
      quoteBody({
        destination: {
          code: '93101',
          type: 'POSTAL_CODE',
          city: 'Santa Barbara',
          countryIsoCode: 'US',
          iataCode: null,
        },
      }),
    );
    expect(response.json()).toMatchObject({ data: { isCompleted: true, quoteTypeCode: 'PIQ' } });
    const quote = (
      (await getQuote((response.json() as { data: { uuid: string } }).data.uuid)).json() as {
        data: QuoteView & { pricedRouteKind: string };
      }
    ).data;
    expect(quote).toMatchObject({ isPartial: true, pricedRouteKind: 'P2P', quoteType: 'partial' });
    expect(quote.rates.map((rate) => rate.carrierCode).sort()).toEqual(['CMDU', 'MAEU']);
    expect(quote.rates.every((rate) => rate.routeKind === 'P2P' && rate.charges['delivery']!.length === 0)).toBe(true);
    expect(quote.servicesIncluded).not.toContain('Delivery');
  });

  it('shows internal-only fields to staff only', async () => {
    const uuid = await createdUuid(quoteBody());
    const guest = await completedQuote(uuid);
    expect(byCarrier(guest, 'MAEU')).toMatchObject({ internal: null, vessel: null });
    const staff = ((await getQuote(uuid, '', bearer(staffJwt))).json() as { data: QuoteView }).data;
    expect(byCarrier(staff, 'MAEU')!.internal).toMatchObject({ contractNumber: 'CN-2030-001' });
    expect(byCarrier(staff, 'MAEU')!.vessel).toBe('Maersk Example');
    const customer = ((await getQuote(uuid, '', bearer(customerJwt))).json() as { data: QuoteView }).data;
    expect(byCarrier(customer, 'MAEU')!.internal).toBeNull();
  });

  it('streams the quote as server-sent events until it is complete', async () => {
    const uuid = await createdUuid(
      quoteBody({
        destination: { code: 'USLGB', type: 'PORT', city: 'Long Beach', countryIsoCode: 'US', iataCode: null },
      }),
    );
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v2/quotes/customer/${uuid}/events`,
      headers: direct,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = response.body
      .trim()
      .split('\n\n')
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown,
      }));
    expect(events.at(-1)).toEqual({ event: 'end', data: { isCompleted: true } });
    const quotes = events.filter((event) => event.event === 'quote').map((event) => event.data as QuoteView);
    expect(quotes.at(-1)).toMatchObject({ uuid, isCompleted: true });
    expect(quotes.at(-1)!.rates).toHaveLength(3);
  });
});

describe('quote errors (docs/product/errors.md#quote-and-booking-calls)', () => {
  it.each([
    [
      'a sea route to an airport',
      { destination: examplePlaces.losAngelesAirport },
      'INVALID_SHIPPING_ROUTE',
      'destination.type',
    ],
    ['a cargo ready date in the past', { cargoReadyDate: '2030-01-01' }, 'INVALID_PAYLOAD', 'cargoReadyDate'],
    ['a missing commodity (the brand asks for it)', { commodity: null }, 'INVALID_PAYLOAD', 'commodity'],
    ['live animals', { commodity: 'liveAnimals' }, 'COMMODITY_NOT_ACCEPTED', 'commodity'],
    [
      '40 m³ of loose cargo',
      {
        shipmentType: 'LCL',
        cargo: { kind: 'totalVolume', total: { weight: 900, weightUnit: 'Kg', volume: 40, volumeUnit: 'M3' } },
      },
      'CARGO_LIMIT_EXCEEDED',
      'cargo',
    ],
    ['an unknown shipment type', { shipmentType: 'SHIP' }, 'INVALID_PAYLOAD', 'shipmentType'],
  ])('%s → 422 %s with the field', async (_name, overrides, message, field) => {
    const response = await createQuote(quoteBody(overrides));
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe(message);
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('refuses a relocation quote for a business account: 422 PROFILE_MISMATCH', async () => {
    const response = await createQuote(quoteBody({ quoteCategory: 'relocation' }), bearer(customerJwt));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'PROFILE_MISMATCH' });
  });

  it('gives a restricted commodity no instant quote and records a request for sales', async () => {
    const uuid = await createdUuid(quoteBody({ commodity: 'hazardousMaterial' }), bearer(customerJwt));
    const quote = ((await getQuote(uuid, '', bearer(customerJwt))).json() as { data: QuoteView }).data;
    expect(quote).toMatchObject({
      quoteTypeCode: 'NIQ',
      quoteType: 'notInstant',
      noInstantQuoteReason: 'RESTRICTED_COMMODITY',
      isCompleted: true,
      rates: [],
    });
    const [request] = await testApp.database.db.select().from(customRequests).where(eq(customRequests.quoteUuid, uuid));
    expect(request).toMatchObject({ reason: 'RESTRICTED_COMMODITY', contactEmail: 'buyer@acme.example' });
  });

  it('records a request for sales when the lane has no rates', async () => {
    const uuid = await createdUuid(
      quoteBody({
        destination: { code: 'DEHAM', type: 'PORT', city: 'Hamburg', countryIsoCode: 'DE', iataCode: null },
      }),
    );
    const quote = await completedQuote(uuid);
    expect(quote).toMatchObject({ quoteTypeCode: 'NIQ', noInstantQuoteReason: 'NO_RATES', rates: [] });
    const [request] = await testApp.database.db.select().from(customRequests).where(eq(customRequests.quoteUuid, uuid));
    expect(request).toMatchObject({ reason: 'NO_RATES' });
  });

  it('answers 422 INVALID_PAYLOAD for a malformed id, currency or language, 404 for an unknown quote', async () => {
    const uuid = await createdUuid(quoteBody());
    expect((await getQuote('not-a-uuid')).json()).toMatchObject({
      message: 'INVALID_PAYLOAD',
      errors: { quoteId: expect.any(Array) },
    });
    expect((await getQuote(uuid, '?currency=GBP')).statusCode).toBe(422);
    expect((await getQuote(uuid, '?lang=xx')).statusCode).toBe(422);
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/v2/quotes/customer/', headers: direct });
    expect(missing.statusCode).toBe(422);
    const unknown = await getQuote('7b0c2c44-5c55-4a5f-9d0e-3f1f3a0d9b11');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'QUOTE_NOT_FOUND' });
  });

  it('answers 410 with the quote flagged expired once its validity has passed', async () => {
    const uuid = await createdUuid(quoteBody());
    await completedQuote(uuid);
    testApp.clock.advance(31 * 24 * 3600 * 1000);
    try {
      const response = await getQuote(uuid);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({
        message: 'QUOTE_EXPIRED',
        data: { uuid, isExpired: true, validUntil: '2030-02-13' },
      });
      expect((response.json() as { data: QuoteView }).data.rates).toHaveLength(2);
    } finally {
      testApp.clock.advance(-31 * 24 * 3600 * 1000);
    }
  });
});

describe('whose quote it is', () => {
  it("lets only its customer and staff read a customer's quote", async () => {
    const uuid = await createdUuid(quoteBody(), bearer(customerJwt));
    expect((await getQuote(uuid, '', bearer(customerJwt))).statusCode).toBe(200);
    expect((await getQuote(uuid, '', bearer(staffJwt))).statusCode).toBe(200);
    expect((await getQuote(uuid, '', bearer(otherCustomerJwt))).json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    expect((await getQuote(uuid)).json()).toEqual({ message: 'UNAUTHORIZED' });
    expect((await getQuote(uuid, '', bearer('not.a.token'))).statusCode).toBe(401);
  });
});

describe('My quotes: GET /api/v2/quotes, save and unsave', () => {
  const listQuotes = async (jwt: string, query = '') => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v2/quotes${query}`,
      headers: { ...direct, ...bearer(jwt) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: {
        uuid: string;
        mode: string;
        quoteType: string;
        savedOn: string | null;
        rateCount: number;
        lowestTotal: { amountMinor: number } | null;
      }[];
      meta: { total: number };
    };
  };
  const save = (uuid: string, jwt: string, method: 'PUT' | 'DELETE' = 'PUT') =>
    testApp.app.inject({ method, url: `/api/v2/quotes/${uuid}/saved`, headers: { ...direct, ...bearer(jwt) } });

  it('saves quotes, lists them newest first with the filters, and unsaves them', async () => {
    const saver = await registerDirect('saver@acme.example');
    const fcl = await createdUuid(quoteBody(), bearer(saver));
    const hamburg = await createdUuid(
      quoteBody({
        destination: { code: 'DEHAM', type: 'PORT', city: 'Hamburg', countryIsoCode: 'DE', iataCode: null },
      }),
      bearer(saver),
    );
    await completedQuote(fcl, bearer(saver));
    await completedQuote(hamburg, bearer(saver));
    expect((await listQuotes(saver)).data).toEqual([]);

    expect((await save(fcl, saver)).statusCode).toBe(200);
    testApp.clock.advance(1000);
    expect((await save(hamburg, saver)).json()).toMatchObject({ data: { savedOn: expect.any(String) } });

    const all = await listQuotes(saver);
    expect(all.data.map((quote) => quote.uuid)).toEqual([hamburg, fcl]);
    expect(all.meta.total).toBe(2);
    expect(all.data[1]).toMatchObject({
      mode: 'FCL',
      quoteType: 'instant',
      rateCount: 2,
      lowestTotal: { amountMinor: 371200 },
    });
    expect((await listQuotes(saver, '?destination=ham')).data.map((quote) => quote.uuid)).toEqual([hamburg]);
    expect((await listQuotes(saver, '?origin=CNSHA&quoteType=instant')).data.map((quote) => quote.uuid)).toEqual([fcl]);
    expect((await listQuotes(saver, '?mode=LCL')).data).toEqual([]);
    expect((await listQuotes(saver, '?pageSize=1&page=2')).data.map((quote) => quote.uuid)).toEqual([fcl]);

    expect((await save(fcl, saver, 'DELETE')).json()).toEqual({ data: { savedOn: null } });
    expect((await listQuotes(saver)).data.map((quote) => quote.uuid)).toEqual([hamburg]);
    expect((await listQuotes(saver, '?saved=false')).meta.total).toBe(2);
  });

  it("never saves or lists another customer's quote; a guest's quote becomes the saver's", async () => {
    const owned = await createdUuid(quoteBody(), bearer(customerJwt));
    expect((await save(owned, otherCustomerJwt)).json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    expect((await listQuotes(otherCustomerJwt, '?saved=false')).data.map((quote) => quote.uuid)).not.toContain(owned);
    // A customer's own quote is not read through its id alone.
    expect((await getQuote(owned)).json()).toEqual({ message: 'UNAUTHORIZED' });

    const guest = await createdUuid(quoteBody());
    expect((await save(guest, otherCustomerJwt)).statusCode).toBe(200);
    expect((await listQuotes(otherCustomerJwt)).data.map((quote) => quote.uuid)).toContain(guest);
    // The guest's link still reads it, and no one can take it from its saver.
    expect((await getQuote(guest)).statusCode).toBe(200);
    expect((await save(guest, customerJwt)).json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    expect((await save(guest, customerJwt, 'DELETE')).json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    expect((await listQuotes(customerJwt, '?saved=false')).data.map((quote) => quote.uuid)).not.toContain(guest);
  });

  it('answers 401 without a session and 422 for a bad filter', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v2/quotes', headers: direct })).statusCode).toBe(401);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/quotes?mode=SHIP',
      headers: { ...direct, ...bearer(customerJwt) },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: 'INVALID_PAYLOAD', errors: { mode: expect.any(Array) } });
  });
});

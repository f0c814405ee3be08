import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customRequests } from '../../db/schema';
import { buildAccountsTestApp, claimsOf, latestMail, post, type AccountsTestApp } from '../accounts/accounts-test-kit';
import {
  airSearch,
  bearer,
  directHost,
  fclSearch,
  registerCustomer,
  registerStaff,
  staffDomain,
} from './custom-requests-test-kit';
import { quoteBody } from '../quotes/quotes-test-kit';
import { guestSubmissionLimit } from './custom-requests.service';

// The test clock starts on Saturday 2026-11-21 at 09:00 UTC: two working days on is Tuesday 24th.
const answerBy = '2026-11-24';

let testApp: AccountsTestApp;
let customerJwt: string;
let customerId: string;
let otherCustomerJwt: string;
let staffJwt: string;

beforeAll(async () => {
  testApp = await buildAccountsTestApp({ config: { internalEmailDomains: [staffDomain] } });
  customerJwt = await registerCustomer(testApp, 'importer@acme.example', 'pt');
  customerId = String(claimsOf(customerJwt)['backend_customer_id']);
  otherCustomerJwt = await registerCustomer(testApp, 'rival@other.example');
  staffJwt = await registerStaff(testApp, `sales@${staffDomain}`);
});
afterAll(() => testApp.close());

const direct = { host: directHost };
const guestContact = {
  name: 'Lucía Pérez',
  email: 'lucia@exporta.example',
  phone: '+34 699 111 222',
  company: 'Exporta SL',
};

const storedRow = async (uuid: string) => {
  const [row] = await testApp.database.db.select().from(customRequests).where(eq(customRequests.id, uuid));
  return row;
};
const get = (url: string, headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url, headers });

describe('POST /api/v2/custom-requests/air-quote', () => {
  it('refuses a contact phone no country issues, as sign-up does (422 on contact.phone), storing nothing', async () => {
    const response = await post(
      testApp.app,
      '/api/v2/custom-requests/air-quote',
      { search: airSearch, contact: { ...guestContact, email: 'unissued@phone.example', phone: '+34 904 346 395' } },
      direct,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { 'contact.phone': ['validation.phoneNumber.invalid'] },
    });
    const stored = await testApp.database.db
      .select()
      .from(customRequests)
      .where(eq(customRequests.contactEmail, 'unissued@phone.example'));
    expect(stored).toEqual([]);
  });

  it("names only a quote the caller could read: its own or a guest's, never another customer's (404)", async () => {
    const quoteOf = async (headers: Record<string, string>) => {
      const response = await post(testApp.app, '/api/v2/quotes', quoteBody(), { ...direct, ...headers });
      expect(response.statusCode).toBe(201);
      return (response.json() as { data: { uuid: string } }).data.uuid;
    };
    const customersQuote = await quoteOf(bearer(customerJwt));
    const guestsQuote = await quoteOf({});
    const ask = (quoteUuid: string, headers: Record<string, string>) =>
      post(
        testApp.app,
        '/api/v2/custom-requests/air-quote',
        { search: airSearch, quoteUuid },
        { ...direct, ...headers },
      );

    const taken = await ask(customersQuote, bearer(otherCustomerJwt));
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toEqual({ message: 'QUOTE_NOT_FOUND' });
    expect((await ask('00000000-0000-4000-8000-000000000000', bearer(otherCustomerJwt))).statusCode).toBe(404);
    expect((await ask(customersQuote, bearer(customerJwt))).statusCode).toBe(201);
    expect((await ask(guestsQuote, bearer(otherCustomerJwt))).statusCode).toBe(201);
  });

  it("acknowledges a signed-in customer's request at the account's address, never at a contact given", async () => {
    const response = await post(
      testApp.app,
      '/api/v2/custom-requests/air-quote',
      { search: airSearch, contact: { ...guestContact, email: 'stranger@elsewhere.example' } },
      bearer(otherCustomerJwt),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json() as { data: { uuid: string } };
    expect(await storedRow(data.uuid)).toMatchObject({ contactEmail: 'stranger@elsewhere.example' });
    expect(await latestMail(testApp.database, 'stranger@elsewhere.example', /./)).toBeUndefined();
    expect(await latestMail(testApp.database, 'rival@other.example', /custom air quote request/)).toBeDefined();
  });

  it('stores a guest request (201 {uuid, kind, answerBy}), acknowledged in the page language, dated', async () => {
    const response = await post(
      testApp.app,
      '/api/v2/custom-requests/air-quote',
      { search: airSearch, contact: guestContact, comments: 'Dos palés', language: 'es' },
      direct,
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json() as { data: { uuid: string; kind: string; answerBy: string } };
    expect(data).toEqual({ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), kind: 'CUSTOM_AIR_QUOTE', answerBy });

    expect(await storedRow(data.uuid)).toMatchObject({
      brandId: 'direct',
      customerId: null,
      kind: 'CUSTOM_AIR_QUOTE',
      status: 'new',
      contactName: 'Lucía Pérez',
      contactEmail: 'lucia@exporta.example',
      company: 'Exporta SL',
      language: 'es',
      shipmentType: 'AIR',
      search: airSearch,
      comments: 'Dos palés',
      answerBy,
      createdAt: expect.any(Date),
    });

    const mail = await latestMail(testApp.database, 'lucia@exporta.example', /cotización aérea personalizada/);
    expect(mail?.subject).toBe('Tu solicitud de cotización aérea personalizada – Direct Freight');
    expect(mail?.text).toContain('Hola Lucía Pérez:');
    expect(mail?.text).toContain('Recibirás nuestra respuesta a más tardar el martes, 24 de noviembre de 2026.');
    expect(mail?.text).toContain('Envío: AIR · PVG (Shanghai, CN) → LAX (Los Angeles, US)');
    expect(mail?.text).toContain(`Referencia: ${data.uuid}`);
    expect(mail?.html).toContain('<html lang="es" dir="ltr">');
    expect(mail?.html).toContain(
      '<strong>Recibirás nuestra respuesta a más tardar el martes, 24 de noviembre de 2026.</strong>',
    );
  });

  it("ties a signed-in customer's request to them, answering their own address in their language", async () => {
    const quote = await post(testApp.app, '/api/v2/quotes', quoteBody(), bearer(customerJwt));
    const quoteUuid = (quote.json() as { data: { uuid: string } }).data.uuid;
    const response = await post(
      testApp.app,
      '/api/v2/custom-requests/air-quote',
      { search: airSearch, quoteUuid },
      bearer(customerJwt),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json() as { data: { uuid: string } };
    expect(await storedRow(data.uuid)).toMatchObject({
      customerId,
      contactName: 'Ana García',
      contactEmail: 'importer@acme.example',
      company: 'Acme Imports',
      language: 'pt',
      quoteUuid,
    });
    const mail = await latestMail(testApp.database, 'importer@acme.example', /cotação aérea personalizada/);
    expect(mail?.text).toContain('Você receberá nossa resposta até terça-feira, 24 de novembro de 2026.');
  });

  it('answers 422 INVALID_PAYLOAD naming each bad field', async () => {
    const noContact = await post(testApp.app, '/api/v2/custom-requests/air-quote', { search: airSearch }, direct);
    expect(noContact.statusCode).toBe(422);
    expect(noContact.json()).toEqual({ message: 'INVALID_PAYLOAD', errors: { contact: ['validation.required'] } });

    const notAir = await post(
      testApp.app,
      '/api/v2/custom-requests/air-quote',
      { search: fclSearch, contact: guestContact },
      direct,
    );
    expect(notAir.statusCode).toBe(422);
    expect(notAir.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { 'search.shipmentType': ['shipmentTypeNotAir'] },
    });

    const badContact = await post(
      testApp.app,
      '/api/v2/custom-requests/air-quote',
      { search: airSearch, contact: { name: 'L', email: 'lucia@', phone: '123' }, comments: 'x'.repeat(2001) },
      direct,
    );
    expect(badContact.statusCode).toBe(422);
    expect(badContact.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: {
        'contact.name': ['validation.minLength'],
        'contact.email': ['validation.email.invalid'],
        'contact.phone': ['validation.phoneNumber.invalid'],
        comments: ['validation.maxLength'],
      },
    });

    const pastDate = await post(
      testApp.app,
      '/api/v2/custom-requests/air-quote',
      { search: { ...airSearch, cargoReadyDate: '2026-11-20' }, contact: guestContact },
      direct,
    );
    expect(pastDate.statusCode).toBe(422);
    expect(pastDate.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { 'search.cargoReadyDate': ['cargoReadyDateInPast'] },
    });

    const notJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/custom-requests/air-quote',
      headers: { ...direct, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json()).toEqual({ message: 'INVALID_PAYLOAD' });
  });

  it('answers 422 INVALID_SHIPPING_ROUTE for a search mixing a sea port and an airport', async () => {
    const mixed = { ...airSearch, destination: fclSearch.destination };
    const response = await post(
      testApp.app,
      '/api/v2/custom-requests/air-quote',
      { search: mixed, contact: guestContact },
      direct,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'INVALID_SHIPPING_ROUTE',
      errors: { 'search.destination.type': expect.arrayContaining(['invalidShippingRoute']) },
    });
  });

  it('answers 403 ACCESS_FORBIDDEN for a token of another brand, 401 for a bad token', async () => {
    expect(
      (
        await post(
          testApp.app,
          '/api/v2/custom-requests/air-quote',
          { search: airSearch },
          bearer(customerJwt, 'localhost'),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await post(testApp.app, '/api/v2/custom-requests/air-quote', { search: airSearch }, bearer('not-a-token')))
        .statusCode,
    ).toBe(401);
  });

  it('limits guests per IP and per e-mail address (429 TOO_MANY_ATTEMPTS), not signed-in customers', async () => {
    const ip = '198.51.100.77';
    const submit = (email: string, from = ip) =>
      post(
        testApp.app,
        '/api/v2/custom-requests/air-quote',
        { search: airSearch, contact: { ...guestContact, email } },
        direct,
        from,
      );
    for (let index = 0; index < guestSubmissionLimit.perIp; index += 1)
      expect((await submit(`flood${index}@spam.example`)).statusCode).toBe(201);
    const limited = await submit('one.more@spam.example');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'TOO_MANY_ATTEMPTS' });
    expect(await latestMail(testApp.database, 'one.more@spam.example', /./)).toBeUndefined();

    // One mailbox cannot be flooded from many addresses either.
    for (let index = 0; index < guestSubmissionLimit.perAddress; index += 1)
      expect((await submit('victim@mail.example', `203.0.113.${index + 1}`)).statusCode).toBe(201);
    expect((await submit('victim@mail.example', '203.0.113.200')).statusCode).toBe(429);

    // A signed-in customer from the same address is not counted.
    expect(
      (
        await post(
          testApp.app,
          '/api/v2/custom-requests/air-quote',
          { search: airSearch },
          bearer(otherCustomerJwt),
          ip,
        )
      ).statusCode,
    ).toBe(201);
  });
});

describe('POST /api/v2/custom-requests/quote', () => {
  it('takes any mode when a search found no results (201) and acknowledges it', async () => {
    const response = await post(
      testApp.app,
      '/api/v2/custom-requests/quote',
      { search: fclSearch, contact: { name: 'Sam Lee', email: 'sam@shipper.example' } },
      direct,
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json() as { data: { uuid: string; kind: string; answerBy: string } };
    expect(data).toEqual({ uuid: expect.any(String), kind: 'CUSTOM_QUOTE', answerBy });
    expect(await storedRow(data.uuid)).toMatchObject({
      kind: 'CUSTOM_QUOTE',
      shipmentType: 'FCL',
      contactPhone: null,
      company: null,
      language: 'en',
    });
    const mail = await latestMail(testApp.database, 'sam@shipper.example', /custom quote request/);
    expect(mail?.subject).toBe('Your custom quote request – Direct Freight');
    expect(mail?.text).toContain('You will have our answer by Tuesday, November 24, 2026.');
    expect(mail?.text).toContain('Shipment: FCL · CNSHA (Shanghai, CN) → USLAX (Los Angeles, US)');
  });
});

describe('POST /api/v2/custom-requests/e-commerce-callback', () => {
  it('stores the call-back request (201, replyBy in 72 hours), acknowledged in the Accept-Language one', async () => {
    const response = await post(
      testApp.app,
      '/api/v2/custom-requests/e-commerce-callback',
      {
        serviceType: 'global-cross-border',
        name: 'Omar Haddad',
        email: 'omar@souq.example',
        phone: '+971 50 123 4567',
        message: 'We ship 500 parcels a month',
      },
      { ...direct, 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' },
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json() as { data: { uuid: string; kind: string; replyBy: string } };
    expect(data.kind).toBe('ECOMMERCE_CALLBACK');
    const row = await storedRow(data.uuid);
    expect(row).toMatchObject({
      kind: 'ECOMMERCE_CALLBACK',
      serviceType: 'global-cross-border',
      contactPhone: '+971 50 123 4567',
      comments: 'We ship 500 parcels a month',
      language: 'ar',
      answerBy: null,
    });
    expect(Date.parse(data.replyBy) - (row?.createdAt.getTime() ?? 0)).toBe(72 * 60 * 60 * 1000);
    expect(row?.replyBy?.toISOString()).toBe(data.replyBy);
    expect(data.replyBy.slice(0, 16)).toBe('2026-11-24T09:00');

    const mail = await latestMail(testApp.database, 'omar@souq.example', /معاودة الاتصال/);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain('سنتواصل معك خلال 72 ساعة');
    expect(mail?.text).toContain('24 نوفمبر 2026');
  });

  it('answers 422 INVALID_PAYLOAD for an unknown service type and a missing phone', async () => {
    const response = await post(
      testApp.app,
      '/api/v2/custom-requests/e-commerce-callback',
      { serviceType: 'dropshipping', name: 'Omar', email: 'omar@souq.example' },
      direct,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { serviceType: ['validation.required'], phone: ['validation.phoneNumber.required'] },
    });
  });
});

describe('GET /api/v2/custom-requests (staff)', () => {
  it('answers 401 without a token and 403 ACCESS_FORBIDDEN to a customer', async () => {
    expect((await get('/api/v2/custom-requests', direct)).statusCode).toBe(401);
    const forbidden = await get('/api/v2/custom-requests', bearer(customerJwt));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
  });

  it("lists the brand's requests newest first, filtered by kind and status, a page at a time", async () => {
    // A request on another brand (the default brand at localhost) is not this brand's staff's business.
    const elsewhere = await post(
      testApp.app,
      '/api/v2/custom-requests/quote',
      { search: fclSearch, contact: guestContact },
      { host: 'localhost' },
    );
    expect(elsewhere.statusCode).toBe(201);
    const elsewhereUuid = (elsewhere.json() as { data: { uuid: string } }).data.uuid;

    const all = await get('/api/v2/custom-requests?pageSize=100', bearer(staffJwt));
    expect(all.statusCode).toBe(200);
    const page = all.json() as {
      data: { uuid: string; kind: string; createdAt: string }[];
      meta: { page: number; pageSize: number; total: number };
    };
    expect(page.meta).toEqual({ page: 1, pageSize: 100, total: page.data.length });
    expect(page.data.map((request) => request.uuid)).not.toContain(elsewhereUuid);
    const createdTimes = page.data.map((request) => Date.parse(request.createdAt));
    expect(createdTimes).toEqual([...createdTimes].sort((a, b) => b - a));
    // The quotes asked for above found no rates here: they became sales requests.
    expect(new Set(page.data.map((request) => request.kind))).toEqual(
      new Set(['CUSTOM_AIR_QUOTE', 'CUSTOM_QUOTE', 'ECOMMERCE_CALLBACK', 'SALES_REQUEST']),
    );

    const callbacks = await get('/api/v2/custom-requests?kind=ECOMMERCE_CALLBACK&status=new', bearer(staffJwt));
    const callbackPage = callbacks.json() as { data: Record<string, unknown>[]; meta: { total: number } };
    expect(callbackPage.meta.total).toBe(1);
    expect(callbackPage.data[0]).toMatchObject({
      kind: 'ECOMMERCE_CALLBACK',
      status: 'new',
      contact: { name: 'Omar Haddad', email: 'omar@souq.example', phone: '+971 50 123 4567', company: null },
      serviceType: 'global-cross-border',
      language: 'ar',
      customerId: null,
    });

    const answered = (await get('/api/v2/custom-requests?status=answered', bearer(staffJwt))).json() as {
      data: unknown[];
      meta: { total: number };
    };
    expect(answered).toEqual({ data: [], meta: { page: 1, pageSize: 20, total: 0 } });

    const second = (await get('/api/v2/custom-requests?page=2&pageSize=2', bearer(staffJwt))).json() as typeof page;
    expect(second.meta).toEqual({ page: 2, pageSize: 2, total: page.meta.total });
    expect(second.data.map((request) => request.uuid)).toEqual(page.data.slice(2, 4).map((request) => request.uuid));
  });

  it('answers 422 INVALID_PAYLOAD for an unknown kind or page 0, 403 to staff asking on another brand', async () => {
    const badKind = await get('/api/v2/custom-requests?kind=PARCEL&page=0', bearer(staffJwt));
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json()).toMatchObject({
      message: 'INVALID_PAYLOAD',
      errors: { kind: expect.any(Array), page: expect.any(Array) },
    });
    expect((await get('/api/v2/custom-requests', bearer(staffJwt, 'localhost'))).statusCode).toBe(403);
  });
});

describe('GET /api/v2/custom-requests/{uuid}: ownership', () => {
  it('shows a request to its customer and to staff, never to another customer', async () => {
    const created = await post(
      testApp.app,
      '/api/v2/custom-requests/quote',
      { search: fclSearch, comments: 'Mine' },
      bearer(customerJwt),
    );
    const { uuid } = (created.json() as { data: { uuid: string } }).data;

    const own = await get(`/api/v2/custom-requests/${uuid}`, bearer(customerJwt));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ data: { uuid, customerId, comments: 'Mine', kind: 'CUSTOM_QUOTE', answerBy } });
    expect((await get(`/api/v2/custom-requests/${uuid}`, bearer(staffJwt))).statusCode).toBe(200);

    const other = await get(`/api/v2/custom-requests/${uuid}`, bearer(otherCustomerJwt));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    // A guest's request belongs to no customer; an unknown id looks the same as someone else's.
    const guest = await post(
      testApp.app,
      '/api/v2/custom-requests/quote',
      { search: fclSearch, contact: guestContact },
      direct,
    );
    expect(
      (
        await get(
          `/api/v2/custom-requests/${(guest.json() as { data: { uuid: string } }).data.uuid}`,
          bearer(customerJwt),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await get('/api/v2/custom-requests/00000000-0000-4000-8000-000000000000', bearer(customerJwt))).statusCode,
    ).toBe(403);
    expect((await get(`/api/v2/custom-requests/${uuid}`, direct)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the calls with their bodies', async () => {
    const spec = (await get('/api/docs/openapi.json', {})).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(spec.paths['/api/v2/custom-requests/air-quote']?.['post']?.requestBody).toBeDefined();
    expect(spec.paths['/api/v2/custom-requests/e-commerce-callback']?.['post']?.requestBody).toBeDefined();
    expect(spec.paths['/api/v2/custom-requests']?.['get']).toBeDefined();
  });
});

import type { AnswerRequestBodyInput, QuoteView, RequestDetail, RequestInboxPage } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import {
  claimsOf,
  latestCode,
  latestMail,
  nextTestPhone,
  post,
  samplePassword,
  standardRegisterBody,
} from '../accounts/accounts-test-kit';
import {
  bearer,
  bookingBody,
  buildBookingsTestApp,
  registerBookingCustomer,
  requestBooking,
  staffDomain,
  type BookingsTestApp,
} from '../bookings/bookings-test-kit';
import { quoteBody } from '../quotes/quotes-test-kit';
import { registerStaff } from './custom-requests-test-kit';

// The bookings kit's clock: 2030-01-14, with the demo tariffs (so offers can be booked).
let testApp: BookingsTestApp;
let staffJwt: string;
let staffId: string;
let colleagueJwt: string;
let colleagueId: string;
let customerJwt: string;
let arabicCustomerJwt: string;

const search = { ...quoteBody(), cargoReadyDate: '2030-01-20' } as Record<string, unknown>;
const guestContact = { name: 'Lucía Pérez', email: 'lucia@exporta.example', company: 'Exporta SL' };

const get = (url: string, headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'PUT', url, payload: payload as object, headers });

/** A custom quote request as a signed-in customer (or a guest with a contact), answering its uuid. */
async function askCustomQuote(headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  const response = await post(
    testApp.app,
    '/api/v2/custom-requests/quote',
    { search, comments: 'Two containers of furniture parts, monthly.', ...extra },
    { host: 'direct.test', ...headers },
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { uuid: string } }).data.uuid;
}

const detail = async (uuid: string, jwt = staffJwt) => {
  const response = await get(`/api/v2/staff/requests/${uuid}`, bearer(jwt));
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: RequestDetail }).data;
};
const move = (uuid: string, status: string, jwt = staffJwt) =>
  put(`/api/v2/staff/requests/${uuid}/status`, { status }, bearer(jwt));
const answer = (uuid: string, body: AnswerRequestBodyInput, jwt = staffJwt) =>
  post(testApp.app, `/api/v2/staff/requests/${uuid}/answer`, body, bearer(jwt));
const inbox = async (query: string, jwt = staffJwt) => {
  const response = await get(`/api/v2/staff/requests${query}`, bearer(jwt));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RequestInboxPage;
};

const offer: NonNullable<AnswerRequestBodyInput['offer']> = {
  carrierName: 'Maersk',
  carrierCode: 'MAEU',
  shipmentType: 'FCL',
  validUntil: '2030-02-10',
  transitTimeDays: 24,
  currency: 'USD',
  charges: [
    { group: 'freight', name: 'Ocean freight', quantity: 2, amountMinor: 310000 },
    { group: 'portOrigin', name: 'Terminal handling at origin', amountMinor: 24000 },
    { group: 'taxes', name: 'VAT', amountMinor: 1500 },
  ],
};

/** Signs in again (a role change reaches the next token). */
async function signIn(email: string) {
  const response = await post(
    testApp.app,
    '/api/v2/customers/login',
    { login: email, password: samplePassword },
    {
      host: 'direct.test',
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { jwt: string } }).data.jwt;
}

beforeAll(async () => {
  testApp = await buildBookingsTestApp();
  staffJwt = await registerStaff(testApp, `sales.desk@${staffDomain}`);
  staffId = String(claimsOf(staffJwt)['backend_customer_id']);
  colleagueJwt = await registerStaff(testApp, `ops.desk@${staffDomain}`);
  colleagueId = String(claimsOf(colleagueJwt)['backend_customer_id']);
  customerJwt = await registerBookingCustomer(testApp, 'buyer@acme.example', 'en');
  arabicCustomerJwt = await registerBookingCustomer(testApp, 'importer@gulf.example', 'ar');
});
afterAll(() => testApp.close());

describe('who opens the inbox', () => {
  it('answers 401 without a token, 403 to a customer and to a staff kind without requests', async () => {
    const uuid = await askCustomQuote(bearer(customerJwt));
    expect((await get('/api/v2/staff/requests', { host: 'direct.test' })).statusCode).toBe(401);
    const asCustomer = await get('/api/v2/staff/requests', bearer(customerJwt));
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    expect((await get(`/api/v2/staff/requests/${uuid}`, bearer(customerJwt))).statusCode).toBe(403);
    expect((await move(uuid, 'closed', customerJwt)).statusCode).toBe(403);

    const pricingEmail = `pricing.desk@${staffDomain}`;
    await registerStaff(testApp, pricingEmail);
    await testApp.database.db.update(customers).set({ staffRole: 'pricing' }).where(eq(customers.email, pricingEmail));
    const pricingJwt = await signIn(pricingEmail);
    expect((await get('/api/v2/staff/requests', bearer(pricingJwt))).statusCode).toBe(403);
  });

  it("shows another brand's staff nothing: an empty inbox, 404 for the request and for every change", async () => {
    const uuid = await askCustomQuote(bearer(customerJwt));
    const email = `sample.desk@${staffDomain}`;
    const registered = await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody(email, nextTestPhone()),
      {
        host: 'localhost',
      },
    );
    expect(registered.statusCode, registered.body).toBe(202);
    const code = await latestCode(testApp.database, email);
    const validated = await post(
      testApp.app,
      '/api/v2/customers/validate-email',
      { email, code },
      { host: 'localhost' },
    );
    const otherBrandJwt = (validated.json() as { data: { jwt: string } }).data.jwt;
    const headers = bearer(otherBrandJwt, 'localhost');

    const page = (await get('/api/v2/staff/requests', headers)).json() as RequestInboxPage;
    expect(page.data.map((item) => item.uuid)).not.toContain(uuid);
    expect(page.meta.total).toBe(0);
    const opened = await get(`/api/v2/staff/requests/${uuid}`, headers);
    expect(opened.statusCode).toBe(404);
    expect(opened.json()).toEqual({ message: 'REQUEST_NOT_FOUND' });
    expect((await put(`/api/v2/staff/requests/${uuid}/status`, { status: 'closed' }, headers)).statusCode).toBe(404);
    expect(
      (await post(testApp.app, `/api/v2/staff/requests/${uuid}/answer`, { message: 'Hello' }, headers)).statusCode,
    ).toBe(404);
    expect((await detail(uuid)).status).toBe('new');
  });
});

describe('status moves', () => {
  it('starts new and moves only as allowed: in progress, back, closed, reopened; 409 otherwise', async () => {
    const uuid = await askCustomQuote(bearer(customerJwt));
    const fresh = await detail(uuid);
    expect(fresh.status).toBe('new');
    expect(fresh.allowedMoves).toEqual(['in_progress', 'closed']);

    const refused = await move(uuid, 'answered');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'REQUEST_STATUS_MOVE_REFUSED' });
    expect((await move(uuid, 'new')).statusCode).toBe(409);

    expect((await move(uuid, 'in_progress')).statusCode).toBe(200);
    expect((await move(uuid, 'new')).statusCode).toBe(200);
    expect((await move(uuid, 'closed')).statusCode).toBe(200);
    const closed = await detail(uuid);
    expect(closed.allowedMoves).toEqual(['in_progress']);
    expect(closed.mayAnswer).toBe(false);
    expect((await move(uuid, 'new')).statusCode).toBe(409);
    const answeredWhileClosed = await answer(uuid, { message: 'Late answer' });
    expect(answeredWhileClosed.statusCode).toBe(409);
    expect((await move(uuid, 'in_progress')).statusCode).toBe(200);

    const history = (await detail(uuid)).history.filter((event) => event.kind === 'status');
    expect(history.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      ['new', 'in_progress'],
      ['in_progress', 'new'],
      ['new', 'closed'],
      ['closed', 'in_progress'],
    ]);
    expect(history[0]?.actor).toEqual({ id: staffId, name: 'Ana García' });
  });

  it('answers 422 for a status that does not exist', async () => {
    const uuid = await askCustomQuote(bearer(customerJwt));
    const response = await move(uuid, 'open');
    expect(response.statusCode).toBe(422);
  });
});

describe('assignee and notes', () => {
  it('assigns to me (a new request starts), to a colleague, unassigns; refuses a customer as assignee', async () => {
    const uuid = await askCustomQuote(bearer(customerJwt));
    const mine = await put(`/api/v2/staff/requests/${uuid}/assignee`, { assigneeId: staffId }, bearer(staffJwt));
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as { data: RequestDetail }).data).toMatchObject({
      status: 'in_progress',
      assignee: { id: staffId, name: 'Ana García' },
    });
    expect((await inbox('?assignee=me')).data.map((item) => item.uuid)).toContain(uuid);
    expect((await inbox('?assignee=me', colleagueJwt)).data.map((item) => item.uuid)).not.toContain(uuid);
    expect((await inbox('?assignee=unassigned')).data.map((item) => item.uuid)).not.toContain(uuid);

    const toColleague = await put(
      `/api/v2/staff/requests/${uuid}/assignee`,
      { assigneeId: colleagueId },
      bearer(staffJwt),
    );
    expect(toColleague.statusCode).toBe(200);
    expect((await inbox('?assignee=me', colleagueJwt)).data.map((item) => item.uuid)).toContain(uuid);
    expect((await inbox('')).meta.assignees.map((person) => person.id)).toContain(colleagueId);

    const customerId = String(claimsOf(customerJwt)['backend_customer_id']);
    const toCustomer = await put(
      `/api/v2/staff/requests/${uuid}/assignee`,
      { assigneeId: customerId },
      bearer(staffJwt),
    );
    expect(toCustomer.statusCode).toBe(422);
    expect(toCustomer.json()).toEqual({ message: 'INVALID_PAYLOAD', errors: { assigneeId: ['notStaff'] } });

    const unassigned = await put(`/api/v2/staff/requests/${uuid}/assignee`, { assigneeId: null }, bearer(staffJwt));
    expect((unassigned.json() as { data: RequestDetail }).data.assignee).toBeNull();
    const assignments = (await detail(uuid)).history.filter((event) => event.kind === 'assigned');
    expect(assignments.map((event) => event.assignee?.id ?? null)).toEqual([staffId, colleagueId, null]);
  });

  it('keeps internal notes with who and when, never mailed to the customer', async () => {
    const uuid = await askCustomQuote(bearer(customerJwt));
    const noted = await post(
      testApp.app,
      `/api/v2/staff/requests/${uuid}/notes`,
      { text: 'Called the carrier: space on the 24th.' },
      bearer(colleagueJwt),
    );
    expect(noted.statusCode, noted.body).toBe(200);
    const [note] = (noted.json() as { data: RequestDetail }).data.history.filter((event) => event.kind === 'note');
    expect(note).toMatchObject({ text: 'Called the carrier: space on the 24th.', actor: { id: colleagueId } });
    expect(Date.parse(note!.at)).toBeGreaterThan(Date.UTC(2030, 0, 14));
    expect(await latestMail(testApp.database, 'buyer@acme.example', /carrier/)).toBeUndefined();
    const blank = await post(testApp.app, `/api/v2/staff/requests/${uuid}/notes`, { text: '  ' }, bearer(staffJwt));
    expect(blank.statusCode).toBe(422);
  });
});

describe('the inbox list', () => {
  it('filters by kind, status and search, newest first, with counts per status and paging', async () => {
    const first = await askCustomQuote({}, { contact: { ...guestContact, name: 'Zelda Quintana' } });
    const second = await askCustomQuote({}, { contact: { ...guestContact, name: 'Zelda Quintana' } });
    await move(second, 'closed');
    const searched = await inbox('?q=zelda%20quint');
    expect(searched.data.map((item) => item.uuid)).toEqual([second, first]);
    expect(searched.meta.counts).toEqual({ new: 1, in_progress: 0, answered: 0, closed: 1 });
    expect((await inbox('?q=zelda&status=closed')).data.map((item) => item.uuid)).toEqual([second]);
    expect((await inbox(`?q=${first.slice(0, 8)}`)).data.map((item) => item.uuid)).toEqual([first]);
    const paged = await inbox('?q=zelda&pageSize=1&page=2');
    expect(paged.data.map((item) => item.uuid)).toEqual([first]);
    expect(paged.meta.total).toBe(2);
    expect((await inbox('?kind=CUSTOM_QUOTE&q=zelda')).meta.total).toBe(2);
    expect((await inbox('?kind=ECOMMERCE_CALLBACK&q=zelda')).meta.total).toBe(0);
  });

  it('lists a quote refused an instant price for its restricted commodity as a restricted-commodity case', async () => {
    const created = await post(
      testApp.app,
      '/api/v2/quotes',
      quoteBody({ commodity: 'hazardousMaterial' }),
      bearer(customerJwt),
    );
    expect(created.statusCode, created.body).toBe(201);
    const quoteUuid = (created.json() as { data: { uuid: string } }).data.uuid;
    const cases = await inbox('?kind=RESTRICTED_COMMODITY');
    const found = cases.data.find((item) => item.contact.email === 'buyer@acme.example');
    expect(found).toMatchObject({ kind: 'RESTRICTED_COMMODITY', status: 'new', route: { origin: 'CNSHA' } });
    expect((await detail(found!.uuid)).quoteUuid).toBe(quoteUuid);
  });
});

describe('answering', () => {
  it('mails the answer in the customer’s language (Arabic), the request becomes answered', async () => {
    const uuid = await askCustomQuote(bearer(arabicCustomerJwt), { language: 'ar' });
    const response = await answer(uuid, { message: 'لدينا مساحة على رحلة مباشرة الأسبوع المقبل.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'answered', quoteUuid: null, sentTo: 'importer@gulf.example' } });
    const mail = await latestMail(testApp.database, 'importer@gulf.example', /ردّنا على طلبك/);
    expect(mail?.text).toContain('لدينا مساحة على رحلة مباشرة الأسبوع المقبل.');
    expect(mail?.html).toContain('dir="rtl"');
    const answered = await detail(uuid);
    expect(answered.status).toBe('answered');
    expect(answered.history.at(-1)).toMatchObject({
      kind: 'answer',
      sentTo: 'importer@gulf.example',
      toStatus: 'answered',
    });
  });

  it('refuses an offer without freight or past its validity, and an offer on a call-back (no search)', async () => {
    const uuid = await askCustomQuote(bearer(customerJwt));
    const noFreight = await answer(uuid, {
      message: 'Offer',
      offer: { ...offer, charges: [{ group: 'portOrigin', name: 'THC', amountMinor: 100 }] },
    });
    expect(noFreight.statusCode).toBe(422);
    expect(noFreight.json()).toMatchObject({ errors: { 'offer.charges': ['offerNeedsFreight'] } });
    const past = await answer(uuid, { message: 'Offer', offer: { ...offer, validUntil: '2030-01-01' } });
    expect(past.json()).toMatchObject({ errors: { 'offer.validUntil': ['validation.dateInPast'] } });
    expect((await detail(uuid)).status).toBe('new');

    const callback = await post(
      testApp.app,
      '/api/v2/custom-requests/e-commerce-callback',
      { serviceType: 'fba', name: 'Ana Ruiz', email: 'shop@acme.example', phone: '+34 612 345 999' },
      { host: 'direct.test' },
    );
    expect(callback.statusCode, callback.body).toBe(201);
    const callbackUuid = (callback.json() as { data: { uuid: string } }).data.uuid;
    const offered = await answer(callbackUuid, { message: 'Offer', offer });
    expect(offered.json()).toMatchObject({ errors: { offer: ['requestHasNoSearch'] } });
    expect((await answer(callbackUuid, { message: 'We will call you on Monday.' })).statusCode).toBe(200);
  });

  it('turns a priced offer into a quote the customer opens from the mail and books through booking', async () => {
    const uuid = await askCustomQuote(bearer(customerJwt));
    const response = await answer(uuid, { message: 'Here is our best price for your two containers.', offer });
    expect(response.statusCode, response.body).toBe(200);
    const { quoteUuid } = (response.json() as { data: { quoteUuid: string } }).data;

    const mail = await latestMail(testApp.database, 'buyer@acme.example', /Your quote is ready/);
    expect(mail?.text).toContain(`/quotes/${quoteUuid}`);
    expect(mail?.text).toMatch(/USD\s3,355\.00/);
    expect(mail?.text).toContain('Maersk');

    const read = await get(`/api/v2/quotes/customer/${quoteUuid}`, bearer(customerJwt));
    expect(read.statusCode, read.body).toBe(200);
    const quote = (read.json() as { data: QuoteView }).data;
    expect(quote).toMatchObject({
      quoteTypeCode: 'Manual',
      currency: 'USD',
      isCompleted: true,
      validUntil: '2030-02-10',
    });
    expect(quote.rates).toHaveLength(1);
    const [rate] = quote.rates;
    expect(rate!.total).toMatchObject({ total: 335500, amount: 334000, taxes: 1500, currency: 'USD' });
    expect(rate!.charges.freight).toEqual([
      { code: 'FREIGHT', name: 'Ocean freight', quantity: 2, amountMinor: 310000, currency: 'USD' },
    ]);
    expect(rate!.internal).toBeNull();
    expect(rate!.transitTimeDays).toBe(24);
    const asStaff = (await get(`/api/v2/quotes/customer/${quoteUuid}`, bearer(staffJwt))).json() as { data: QuoteView };
    expect(asStaff.data.rates[0]!.internal).toMatchObject({ rateProvider: 'offer', supplier: 'Maersk' });

    // Another customer cannot read it.
    const stranger = await registerBookingCustomer(testApp, 'stranger@else.example');
    expect((await get(`/api/v2/quotes/customer/${quoteUuid}`, bearer(stranger))).statusCode).toBe(403);

    const booked = await requestBooking(testApp, customerJwt, {
      quoteUuid,
      rateUuid: rate!.uuid,
      body: bookingBody(rate!),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingUuid = (booked.json() as { data: { bookingUuid: string } }).data.bookingUuid;
    const booking = await get(`/api/v2/bookings/${bookingUuid}/details`, bearer(customerJwt));
    expect(booking.statusCode, booking.body).toBe(200);
    expect(booking.body).toContain('335500');

    const answered = await detail(uuid);
    expect(answered.history.at(-1)).toMatchObject({ kind: 'answer', quoteUuid });
  });

  it("gives a guest's offer an anonymous quote, read by its link", async () => {
    const uuid = await askCustomQuote({}, { contact: guestContact, language: 'es' });
    const response = await answer(uuid, { message: 'Nuestra mejor oferta.', offer });
    const { quoteUuid } = (response.json() as { data: { quoteUuid: string } }).data;
    const mail = await latestMail(testApp.database, 'lucia@exporta.example', /Su cotización está lista/);
    expect(mail?.text).toContain(`/es/quotes/${quoteUuid}`);
    expect((await get(`/api/v2/quotes/customer/${quoteUuid}`, { host: 'direct.test' })).statusCode).toBe(200);
  });
});

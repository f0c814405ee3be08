import type { BookingDetailsResponse, RequoteResponse, StaffShipmentsPage } from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, brands } from '../../db/schema';
import { latestCode, nextTestPhone, post, standardRegisterBody } from '../accounts/accounts-test-kit';
import {
  bearer,
  bookRate,
  buildBookingsTestApp,
  registerBookingCustomer,
  staffDomain,
  type BookedRate,
  type BookingsTestApp,
} from '../bookings/bookings-test-kit';

let testApp: BookingsTestApp;
let aliceJwt: string;
let bobJwt: string;
/** Alice's two Shanghai → Los Angeles bookings and Bob's Rotterdam → New York one, in booking order. */
const booked: BookedRate[] = [];

const rotterdam = { code: 'NLRTM', type: 'PORT', city: 'Rotterdam', countryIsoCode: 'NL', iataCode: null };
const newYork = { code: 'USNYC', type: 'PORT', city: 'New York', countryIsoCode: 'US', iataCode: null };

const get = (url: string, jwt: string, host?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(jwt, host) });
const list = async (query: string, jwt = testApp.staffJwt) => {
  const response = await get(`/api/v2/staff/shipments${query}`, jwt);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StaffShipmentsPage;
};
const idsOf = (page: StaffShipmentsPage) => page.data.map((shipment) => shipment.shipmentId);
const shipmentIds = (...positions: number[]) => positions.map((position) => booked[position]!.shipmentId);

const setRequoteStep = (on: boolean) =>
  testApp.database.db
    .update(brands)
    .set({ configuration: sql`jsonb_set(${brands.configuration}, '{featureFlags,requoteStep}', ${on}::jsonb)` })
    .where(eq(brands.id, 'direct'));

beforeAll(async () => {
  testApp = await buildBookingsTestApp();
  aliceJwt = await registerBookingCustomer(testApp, 'alice.marin@acme.example');
  bobJwt = await registerBookingCustomer(testApp, 'bob.stone@globex.example');
  booked.push(await bookRate(testApp, aliceJwt, { body: { customerReferenceId: 'PO-1' } }));
  booked.push(
    await bookRate(testApp, aliceJwt, {
      body: { customerReferenceId: '=HYPERLINK("http://x.io","x")', cargoReadyDate: '2030-02-10' },
    }),
  );
  booked.push(
    await bookRate(testApp, bobJwt, {
      quoteOverrides: { origin: rotterdam, destination: newYork },
      body: { customerReferenceId: 'GX-77' },
    }),
  );
  // Booked on three different days (two days ago, yesterday, today).
  for (const [position, daysAgo] of [
    [0, 2],
    [1, 1],
  ] as const) {
    await testApp.database.db
      .update(bookings)
      .set({ createdAt: sql`${bookings.createdAt} - make_interval(days => ${daysAgo})` })
      .where(eq(bookings.uuid, booked[position]!.bookingUuid));
  }
  // The first is in progress; the second waits for its shipper (a staff-side view of pending actions).
  const moved = await testApp.app.inject({
    method: 'POST',
    url: `/api/v2/staff/bookings/${booked[0]!.bookingUuid}/status`,
    payload: { status: 'P' },
    headers: bearer(testApp.staffJwt),
  });
  expect(moved.statusCode, moved.body).toBe(200);
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/v2/staff/shipments', () => {
  it('answers 401 without a token and 403 ACCESS_FORBIDDEN to a customer', async () => {
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/staff/shipments',
      headers: { host: 'direct.test' },
    });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await get('/api/v2/staff/shipments', aliceJwt);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
  });

  it('lists every booking of the brand, newest first, with its customer, dates and pending actions', async () => {
    const page = await list('');
    expect(idsOf(page)).toEqual(shipmentIds(2, 1, 0));
    expect(page.meta).toEqual({ page: 1, pageSize: 25, total: 3 });
    const bob = page.data[0]!;
    expect(bob.customer).toMatchObject({ email: 'bob.stone@globex.example' });
    expect(bob.origin.code).toBe('NLRTM');
    expect(bob.status).toBe('R');
    expect(bob.etd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(bob.pendingActions).toEqual(expect.arrayContaining(['shipperDetails', 'consigneeDetails']));
    expect(bob.pendingActionCount).toBe(bob.pendingActions.length);
  });

  it('filters by status, mode, customer, origin, destination and booked-on dates', async () => {
    expect(idsOf(await list('?status=P'))).toEqual(shipmentIds(0));
    expect(idsOf(await list('?status=R'))).toEqual(shipmentIds(2, 1));
    expect(idsOf(await list('?mode=FCL'))).toHaveLength(3);
    expect(idsOf(await list('?mode=AIR'))).toEqual([]);
    expect(idsOf(await list('?customer=ALICE.MARIN'))).toEqual(shipmentIds(1, 0));
    const bobId = (await list('?customer=globex')).data[0]!.customer.id;
    expect(idsOf(await list(`?customer=${bobId}`))).toEqual(shipmentIds(2));
    expect(idsOf(await list('?origin=NLRTM'))).toEqual(shipmentIds(2));
    expect(idsOf(await list('?origin=cn'))).toEqual(shipmentIds(1, 0));
    expect(idsOf(await list('?destination=New%20Y'))).toEqual(shipmentIds(2));
    const bookedOn = (await list('')).data.map((shipment) => shipment.bookedOn.slice(0, 10));
    expect(idsOf(await list(`?bookedFrom=${bookedOn[1]}&bookedTo=${bookedOn[1]}`))).toEqual(shipmentIds(1));
    expect(idsOf(await list(`?bookedTo=${bookedOn[1]}`))).toEqual(shipmentIds(1, 0));
  });

  it('filters by cargo-ready and estimated dates and by pending actions', async () => {
    expect(idsOf(await list('?readyFrom=2030-02-01'))).toEqual(shipmentIds(1));
    expect(idsOf(await list('?readyTo=2030-01-31'))).toEqual(shipmentIds(2, 0));
    const all = await list('?sort=etd');
    const etds = all.data.map((shipment) => shipment.etd!);
    expect(etds).toEqual([...etds].sort());
    expect(idsOf(await list(`?etdFrom=${etds[0]}&etdTo=${etds[0]}`))).toContain(all.data[0]!.shipmentId);
    expect(idsOf(await list('?etaFrom=2999-01-01'))).toEqual([]);
    expect(idsOf(await list('?pendingAction=any'))).toHaveLength(3);
    expect(idsOf(await list('?pendingAction=none'))).toEqual([]);
    expect(idsOf(await list('?pendingAction=shipperDetails'))).toHaveLength(3);
    expect(idsOf(await list('?pendingAction=acceptRevisedQuote'))).toEqual([]);
  });

  it('searches by shipment id or booking id from 3 characters, and refuses a shorter search', async () => {
    const [first] = booked;
    expect(idsOf(await list(`?search=${first!.shipmentId}`))).toEqual(shipmentIds(0));
    expect(idsOf(await list(`?search=${first!.shipmentId.toLowerCase().replace('-', '')}`))).toEqual(shipmentIds(0));
    expect(idsOf(await list(`?search=${first!.bookingUuid.slice(0, 8)}`))).toContain(first!.shipmentId);
    expect(idsOf(await list(`?search=${first!.bookingUuid.toUpperCase()}`))).toEqual(shipmentIds(0));
    expect(idsOf(await list('?search=zzz'))).toEqual([]);
    const short = await get('/api/v2/staff/shipments?search=SH', testApp.staffJwt);
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ message: 'INVALID_PAYLOAD', errors: { search: expect.any(Array) } });
  });

  it('sorts and pages', async () => {
    const byTotal = await list('?sort=-total');
    const totals = byTotal.data.map((shipment) => shipment.total.amountMinor);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(idsOf(await list('?sort=bookedOn'))).toEqual(shipmentIds(0, 1, 2));
    const second = await list('?pageSize=2&page=2');
    expect(idsOf(second)).toEqual(shipmentIds(0));
    expect(second.meta).toEqual({ page: 2, pageSize: 2, total: 3 });
    const badRange = await get('/api/v2/staff/shipments?readyFrom=2030-02-01&readyTo=2030-01-01', testApp.staffJwt);
    expect(badRange.statusCode).toBe(422);
    expect(badRange.json()).toMatchObject({ errors: { readyTo: ['staffShipments.validation.endBeforeStart'] } });
  });

  it("shows another brand's staff none of this brand's bookings", async () => {
    const email = `ops@${staffDomain}`;
    const registered = await post(
      testApp.app,
      '/api/v2/customers/register',
      standardRegisterBody(email, nextTestPhone()),
      { host: 'localhost' },
    );
    expect(registered.statusCode, registered.body).toBe(202);
    const code = await latestCode(testApp.database, email);
    const validated = await post(
      testApp.app,
      '/api/v2/customers/validate-email',
      { email, code },
      { host: 'localhost' },
    );
    const otherStaffJwt = (validated.json() as { data: { jwt: string } }).data.jwt;
    expect(otherStaffJwt).toEqual(expect.any(String));
    const response = await get('/api/v2/staff/shipments', otherStaffJwt, 'localhost');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: [], meta: { page: 1, pageSize: 25, total: 0 } });
    // And this brand's token is refused on the other brand's host.
    expect((await get('/api/v2/staff/shipments', testApp.staffJwt, 'localhost')).statusCode).toBe(403);
  });
});

describe('GET /api/v2/staff/shipments/export.csv', () => {
  it('streams every filtered booking (all pages), headers in the language asked, formulas made safe', async () => {
    const response = await get('/api/v2/staff/shipments/export.csv?customer=alice&sort=bookedOn', testApp.staffJwt);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="shipments.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Shipment id,Booking id,Customer reference,Customer e-mail,Customer name,Company,Mode,Origin,Destination,' +
        'Status,Booked on,Cargo ready,ETD,ETA,Total,Currency,Pending actions',
    );
    expect(lines).toHaveLength(3);
    const first = booked[0]!;
    expect(lines[1]).toContain(`${first.shipmentId},${first.bookingUuid},PO-1,alice.marin@acme.example,`);
    expect(lines[1]).toContain(',FCL,"CNSHA, Shanghai, CN","USLAX, Los Angeles, US",P Booking In Progress,');
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,2030-01-20,/);
    // The formula a customer typed as their reference is written as text.
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://x.io"",""x"")",`);
    expect(lines[2]).toContain('Shipper details; Consignee details');

    const inSpanish = await get('/api/v2/staff/shipments/export.csv?lang=es', testApp.staffJwt);
    const spanishLines = inSpanish.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(spanishLines[0]).toMatch(/^ID de envío,/);
    expect(spanishLines).toHaveLength(4);
  });

  it('is refused to customers', async () => {
    expect((await get('/api/v2/staff/shipments/export.csv', bobJwt)).statusCode).toBe(403);
  });
});

describe('re-quote: POST /api/v2/staff/bookings/{bookingUuid}/requotes', () => {
  const requote = (bookingUuid: string, jwt = testApp.staffJwt) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/v2/staff/bookings/${bookingUuid}/requotes`,
      headers: bearer(jwt),
    });
  const issue = (bookingUuid: string, quoteUuid: string, rateUuid: string, reason = 'Carrier GRI from 1 February') =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/v2/staff/bookings/${bookingUuid}/requotes/${quoteUuid}/rates/${rateUuid}`,
      payload: { reason },
      headers: bearer(testApp.staffJwt),
    });
  const details = async (bookingUuid: string, jwt: string) => {
    const response = await get(`/api/v2/bookings/${bookingUuid}/details`, jwt);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as BookingDetailsResponse).data.bookingDetails;
  };

  it('prices the cargo and route today; the rate picked becomes a revised quote the customer accepts', async () => {
    const target = booked[2]!;
    const response = await requote(target.bookingUuid);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json() as RequoteResponse;
    const before = await details(target.bookingUuid, bobJwt);
    expect(data.currentTotal).toEqual(before.charges.total);
    expect(data.rates.length).toBeGreaterThan(0);
    const totals = data.rates.map((rate) => rate.revisedTotal.amountMinor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(data.rates.every((rate) => rate.revisedTotal.currency === before.charges.total.currency)).toBe(true);
    const picked = data.rates.at(-1)!;

    const issued = await issue(target.bookingUuid, data.quoteUuid, picked.rateUuid);
    expect(issued.statusCode, issued.body).toBe(201);

    // The customer sees before and after, pending, and the shipment is held until they accept.
    const pending = await details(target.bookingUuid, bobJwt);
    expect(pending.revisedQuote).toMatchObject({ state: 'pending', reason: 'Carrier GRI from 1 February' });
    expect(pending.revisedQuote!.before.total).toEqual(before.charges.total);
    expect(pending.revisedQuote!.after.total).toEqual(picked.revisedTotal);
    expect(pending.pendingActions).toContainEqual({ kind: 'acceptRevisedQuote', state: 'pending' });
    expect(idsOf(await list('?pendingAction=acceptRevisedQuote'))).toEqual([target.shipmentId]);
    const held = await testApp.app.inject({
      method: 'POST',
      url: `/api/v2/staff/bookings/${target.bookingUuid}/status`,
      payload: { status: 'P' },
      headers: bearer(testApp.staffJwt),
    });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({ message: 'REVISED_QUOTE_PENDING' });

    const accepted = await testApp.app.inject({
      method: 'POST',
      url: `/api/v2/bookings/${target.bookingUuid}/revised-quotes/${pending.revisedQuote!.uuid}/accept`,
      headers: bearer(bobJwt),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await details(target.bookingUuid, bobJwt);
    expect(after.charges.total).toEqual(picked.revisedTotal);
    expect(after.revisedQuote!.state).toBe('accepted');
    expect(idsOf(await list('?pendingAction=acceptRevisedQuote'))).toEqual([]);
    const listed = (await list(`?search=${target.shipmentId}`)).data[0]!;
    expect(listed.total).toEqual(picked.revisedTotal);
  });

  it('answers 403 FEATURE_DISABLED on both calls when the brand has re-quotes off', async () => {
    const target = booked[1]!;
    const offered = (await requote(target.bookingUuid).then((response) => response.json())) as RequoteResponse;
    await setRequoteStep(false);
    try {
      const refused = await requote(target.bookingUuid);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'FEATURE_DISABLED' });
      const notIssued = await issue(target.bookingUuid, offered.data.quoteUuid, offered.data.rates[0]!.rateUuid);
      expect(notIssued.statusCode).toBe(403);
      expect(notIssued.json()).toEqual({ message: 'FEATURE_DISABLED' });
      expect((await details(target.bookingUuid, aliceJwt)).revisedQuote).toBeNull();
    } finally {
      await setRequoteStep(true);
    }
  });

  it('is refused to customers, for an unknown booking and for an unknown rate', async () => {
    expect((await requote(booked[0]!.bookingUuid, aliceJwt)).statusCode).toBe(403);
    const unknown = await requote('5b0f3f53-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: 'BOOKING_NOT_FOUND' });
    const offered = (await requote(booked[0]!.bookingUuid).then((response) => response.json())) as RequoteResponse;
    const badRate = await issue(booked[0]!.bookingUuid, offered.data.quoteUuid, '5b0f3f53-0000-4000-8000-000000000001');
    expect(badRate.statusCode).toBe(404);
    expect(badRate.json()).toEqual({ message: 'RATE_NOT_FOUND' });
  });
});

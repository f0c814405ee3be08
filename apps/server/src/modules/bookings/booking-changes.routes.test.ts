import type { BookingChargeLine, BookingDetails } from '@freightdesk/domain';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMilestoneEvents, bookings, bookingStatusChanges, outbox } from '../../db/schema';
import {
  bearer,
  bookRate,
  buildBookingsTestApp,
  exampleParty,
  registerBookingCustomer,
  type BookedRate,
  type BookingsTestApp,
} from './bookings-test-kit';

let testApp: BookingsTestApp;
let customerJwt: string;
let strangerJwt: string;

beforeAll(async () => {
  testApp = await buildBookingsTestApp();
  customerJwt = await registerBookingCustomer(testApp, 'changes@acme.example', 'es');
  strangerJwt = await registerBookingCustomer(testApp, 'someone@else.example');
}, 60_000);
afterAll(() => testApp.close());

const db = () => testApp.database.db;

const call = (method: 'PUT' | 'POST', url: string, payload: unknown, jwt: string) =>
  testApp.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: bearer(jwt) });

const detailsOf = async (bookingUuid: string): Promise<BookingDetails> => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v2/bookings/${bookingUuid}/details`,
    headers: bearer(customerJwt),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: BookingDetails }).data;
};

const pendingCount = async (bookingUuid: string) =>
  (await db().select().from(bookings).where(eq(bookings.uuid, bookingUuid)))[0]?.pendingActionCount;

/** The customer's booking mails written since `since`, oldest first. */
const customerMailsSince = async (since: Date, booked: BookedRate) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'changes@acme.example'), gt(outbox.createdAt, since)))
      .orderBy(outbox.createdAt)
  ).filter((mail) => mail.text.includes(booked.shipmentId));

const staff = (bookingUuid: string, part: string) => `/api/v2/staff/bookings/${bookingUuid}/${part}`;

function revisedLines(booked: BookedRate, extraMinor: number): BookingChargeLine[] {
  const currency = booked.rate.total.currency;
  return [
    {
      group: 'freight',
      code: 'OFR',
      name: 'Ocean freight',
      quantity: 1,
      amountMinor: booked.rate.total.total,
      currency,
    },
    { group: 'others', code: 'GRI', name: 'General rate increase', quantity: 1, amountMinor: extraMinor, currency },
  ];
}

describe('PUT /api/v2/bookings/{bookingUuid}/parties/{role}', () => {
  it('stores the shipper, consignee and notify party and completes their pending actions', async () => {
    const { bookingUuid } = await bookRate(testApp, customerJwt);
    expect(await pendingCount(bookingUuid)).toBe(3);
    const shipper = await call('PUT', `/api/v2/bookings/${bookingUuid}/parties/shipper`, exampleParty(), customerJwt);
    expect(shipper.statusCode, shipper.body).toBe(200);
    expect(shipper.json()).toEqual({ data: { bookingUuid } });
    expect(await pendingCount(bookingUuid)).toBe(2);
    const consignee = exampleParty({ contactName: 'Li Wei', companyName: 'Wei Trading' });
    await call('PUT', `/api/v2/bookings/${bookingUuid}/parties/consignee`, consignee, customerJwt);
    await call('PUT', `/api/v2/bookings/${bookingUuid}/parties/notifyParty`, exampleParty(), customerJwt);
    expect(await pendingCount(bookingUuid)).toBe(1);
    // Giving it again replaces it.
    await call(
      'PUT',
      `/api/v2/bookings/${bookingUuid}/parties/consignee`,
      { ...consignee, city: 'Sevilla' },
      customerJwt,
    );

    const booking = await detailsOf(bookingUuid);
    expect(booking.partyDetails.consignee).toMatchObject({ contactName: 'Li Wei', city: 'Sevilla' });
    expect(booking.bookingDetails.pendingActions).toEqual([
      { kind: 'shipperDetails', state: 'complete' },
      { kind: 'consigneeDetails', state: 'complete' },
      { kind: 'notifyPartyDetails', state: 'complete' },
      { kind: 'uploadDocuments', state: 'pending' },
    ]);
  });

  it('answers 422 by field for an invalid party, and for a door address the rate has no leg for', async () => {
    const { bookingUuid } = await bookRate(testApp, customerJwt);
    const invalid = await call(
      'PUT',
      `/api/v2/bookings/${bookingUuid}/parties/shipper`,
      exampleParty({ taxId: 'B1234567', zipCode: '2' }),
      customerJwt,
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      taxId: ['validation.taxId.invalid'],
      zipCode: ['validation.zipCode.invalid'],
    });
    const pickup = await call('PUT', `/api/v2/bookings/${bookingUuid}/parties/pickup`, exampleParty(), customerJwt);
    expect(pickup.statusCode).toBe(422);
    expect(pickup.json()).toEqual({ message: 'INVALID_PAYLOAD', errors: { role: ['validation.notApplicable'] } });
    const unknownRole = await call(
      'PUT',
      `/api/v2/bookings/${bookingUuid}/parties/billing`,
      exampleParty(),
      customerJwt,
    );
    expect(unknownRole.statusCode).toBe(422);
  });

  it("answers 403 for another customer's booking and for staff", async () => {
    const { bookingUuid } = await bookRate(testApp, customerJwt);
    const url = `/api/v2/bookings/${bookingUuid}/parties/shipper`;
    expect((await call('PUT', url, exampleParty(), strangerJwt)).statusCode).toBe(403);
    expect((await call('PUT', url, exampleParty(), testApp.staffJwt)).statusCode).toBe(403);
  });
});

describe('POST /api/v2/staff/bookings/{bookingUuid}/status', () => {
  it('moves R → P → D, records each move and mails the customer in their language', async () => {
    const booked = await bookRate(testApp, customerJwt);
    const since = new Date(0);
    const before = (await customerMailsSince(since, booked)).length;
    const toP = await call('POST', staff(booked.bookingUuid, 'status'), { status: 'P' }, testApp.staffJwt);
    expect(toP.statusCode, toP.body).toBe(200);
    const toD = await call(
      'POST',
      staff(booked.bookingUuid, 'status'),
      { status: 'D', reason: 'Delivered' },
      testApp.staffJwt,
    );
    expect(toD.statusCode).toBe(200);

    const booking = await detailsOf(booked.bookingUuid);
    expect(booking.bookingDetails).toMatchObject({ status: 'D', statusReason: 'Delivered' });
    const moves = await db()
      .select()
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingUuid, booked.bookingUuid))
      .orderBy(bookingStatusChanges.changedAt);
    expect(moves.map((move) => [move.fromStatus, move.toStatus])).toEqual([
      [null, 'R'],
      ['R', 'P'],
      ['P', 'D'],
    ]);
    const mails = await customerMailsSince(since, booked);
    expect(mails.length - before).toBe(2);
    expect(mails.at(-1)?.text).toContain(`https://direct.test/es/booking/${booked.bookingUuid}`);
    expect(mails.at(-1)?.html).toContain('lang="es"');
  });

  it('refuses moves the lifecycle does not allow (409) and a cancellation without a reason (422)', async () => {
    const { bookingUuid } = await bookRate(testApp, customerJwt);
    const toD = await call('POST', staff(bookingUuid, 'status'), { status: 'D' }, testApp.staffJwt);
    expect(toD.statusCode).toBe(409);
    expect(toD.json()).toEqual({ message: 'INVALID_STATUS_TRANSITION' });
    const noReason = await call('POST', staff(bookingUuid, 'status'), { status: 'C' }, testApp.staffJwt);
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toEqual({ message: 'INVALID_PAYLOAD', errors: { reason: ['validation.required'] } });
    const cancelled = await call(
      'POST',
      staff(bookingUuid, 'status'),
      { status: 'C', reason: 'The customer cancelled by phone' },
      testApp.staffJwt,
    );
    expect(cancelled.statusCode).toBe(200);
    expect((await detailsOf(bookingUuid)).bookingDetails.statusReason).toBe('The customer cancelled by phone');
    const reopen = await call('POST', staff(bookingUuid, 'status'), { status: 'P' }, testApp.staffJwt);
    expect(reopen.statusCode).toBe(409);
  });

  it('is for staff only (403 for customers) and answers 422 BOOKING_NOT_FOUND for an unknown booking', async () => {
    const { bookingUuid } = await bookRate(testApp, customerJwt);
    expect((await call('POST', staff(bookingUuid, 'status'), { status: 'P' }, customerJwt)).statusCode).toBe(403);
    const unknown = await call(
      'POST',
      staff('00000000-0000-4000-8000-000000000000', 'status'),
      { status: 'P' },
      testApp.staffJwt,
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: 'BOOKING_NOT_FOUND' });
  });
});

describe('POST /api/v2/staff/bookings/{bookingUuid}/milestones', () => {
  it('stores planned and actual dates with their DCSA codes and mails the customer', async () => {
    const booked = await bookRate(testApp, customerJwt);
    const before = (await customerMailsSince(new Date(0), booked)).length;
    const planned = await call(
      'POST',
      staff(booked.bookingUuid, 'milestones'),
      { milestone: 'departed', classifier: 'EST', eventDate: '2030-02-10', location: 'Shanghai' },
      testApp.staffJwt,
    );
    expect(planned.statusCode, planned.body).toBe(201);
    await call(
      'POST',
      staff(booked.bookingUuid, 'milestones'),
      { milestone: 'departed', classifier: 'ACT', eventDate: '2030-02-11', location: 'Shanghai' },
      testApp.staffJwt,
    );
    const invalid = await call(
      'POST',
      staff(booked.bookingUuid, 'milestones'),
      { milestone: 'sunk', classifier: 'ACT', eventDate: '2030-02-11' },
      testApp.staffJwt,
    );
    expect(invalid.statusCode).toBe(422);

    const stored = await db()
      .select()
      .from(bookingMilestoneEvents)
      .where(
        and(
          eq(bookingMilestoneEvents.bookingUuid, booked.bookingUuid),
          eq(bookingMilestoneEvents.milestone, 'departed'),
        ),
      );
    expect(stored.map((event) => [event.classifier, event.dcsaEventCodes])).toEqual([
      ['EST', ['LOAD', 'DEPA']],
      ['ACT', ['LOAD', 'DEPA']],
    ]);
    const booking = await detailsOf(booked.bookingUuid);
    expect(booking.bookingDetails.milestones.find((entry) => entry.milestone === 'departed')).toEqual({
      milestone: 'departed',
      planned: '2030-02-10',
      actual: '2030-02-11',
      dcsaEventCodes: ['LOAD', 'DEPA'],
      location: 'Shanghai',
    });
    expect(booking.bookingDetails.estimatedDates.departure).toBe('2030-02-10');
    expect((await customerMailsSince(new Date(0), booked)).length - before).toBe(2);

    const list = await testApp.app.inject({ method: 'GET', url: '/api/v2/bookings', headers: bearer(customerJwt) });
    const summary = (list.json() as { data: { bookingUuid: string; currentMilestone: string | null }[] }).data.find(
      (entry) => entry.bookingUuid === booked.bookingUuid,
    );
    expect(summary?.currentMilestone).toBe('departed');
  });
});

describe('revised quotes', () => {
  it('blocks R → P until the customer accepts; accepting puts its charges in force and updates the total', async () => {
    const booked = await bookRate(testApp, customerJwt);
    const before = (await customerMailsSince(new Date(0), booked)).length;
    const issued = await call(
      'POST',
      staff(booked.bookingUuid, 'revised-quotes'),
      { lines: revisedLines(booked, 25_000), reason: 'Peak season surcharge' },
      testApp.staffJwt,
    );
    expect(issued.statusCode, issued.body).toBe(201);
    expect((await customerMailsSince(new Date(0), booked)).length - before).toBe(1);

    const blocked = await call('POST', staff(booked.bookingUuid, 'status'), { status: 'P' }, testApp.staffJwt);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ message: 'REVISED_QUOTE_PENDING' });

    const pending = await detailsOf(booked.bookingUuid);
    const revisedQuote = pending.bookingDetails.revisedQuote;
    expect(revisedQuote).toMatchObject({ state: 'pending', reason: 'Peak season surcharge', acceptedAt: null });
    expect(revisedQuote?.before.total.amountMinor).toBe(booked.rate.total.total);
    expect(revisedQuote?.after.total.amountMinor).toBe(booked.rate.total.total + 25_000);
    expect(pending.bookingDetails.pendingActions).toContainEqual({ kind: 'acceptRevisedQuote', state: 'pending' });
    expect(pending.bookingDetails.charges.total.amountMinor).toBe(booked.rate.total.total);

    const accepted = await call(
      'POST',
      `/api/v2/bookings/${booked.bookingUuid}/revised-quotes/${revisedQuote?.uuid}/accept`,
      {},
      customerJwt,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await detailsOf(booked.bookingUuid);
    expect(after.bookingDetails.charges.total.amountMinor).toBe(booked.rate.total.total + 25_000);
    expect(after.bookingDetails.applicableGris).toEqual(['GRI']);
    expect(after.bookingDetails.revisedQuote).toMatchObject({ state: 'accepted', acceptedAt: expect.any(String) });
    expect(after.bookingDetails.pendingActions).toContainEqual({ kind: 'acceptRevisedQuote', state: 'complete' });
    const list = await testApp.app.inject({ method: 'GET', url: '/api/v2/bookings', headers: bearer(customerJwt) });
    const summary = (list.json() as { data: { bookingUuid: string; total: { amountMinor: number } }[] }).data.find(
      (entry) => entry.bookingUuid === booked.bookingUuid,
    );
    expect(summary?.total.amountMinor).toBe(booked.rate.total.total + 25_000);

    const again = await call(
      'POST',
      `/api/v2/bookings/${booked.bookingUuid}/revised-quotes/${revisedQuote?.uuid}/accept`,
      {},
      customerJwt,
    );
    expect(again.statusCode).toBe(409);
    expect(
      (await call('POST', staff(booked.bookingUuid, 'status'), { status: 'P' }, testApp.staffJwt)).statusCode,
    ).toBe(200);
  });

  it('keeps one pending at a time: a newer one supersedes the older, which can no longer be accepted', async () => {
    const booked = await bookRate(testApp, customerJwt);
    await call(
      'POST',
      staff(booked.bookingUuid, 'revised-quotes'),
      { lines: revisedLines(booked, 10_000), reason: 'First' },
      testApp.staffJwt,
    );
    const first = (await detailsOf(booked.bookingUuid)).bookingDetails.revisedQuote?.uuid;
    await call(
      'POST',
      staff(booked.bookingUuid, 'revised-quotes'),
      { lines: revisedLines(booked, 20_000), reason: 'Second' },
      testApp.staffJwt,
    );
    const shown = (await detailsOf(booked.bookingUuid)).bookingDetails.revisedQuote;
    expect(shown).toMatchObject({ state: 'pending', reason: 'Second' });
    expect(shown?.uuid).not.toBe(first);
    const stale = await call(
      'POST',
      `/api/v2/bookings/${booked.bookingUuid}/revised-quotes/${first}/accept`,
      {},
      customerJwt,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'INVALID_STATUS_TRANSITION' });
    const strangers = await call(
      'POST',
      `/api/v2/bookings/${booked.bookingUuid}/revised-quotes/${shown?.uuid}/accept`,
      {},
      strangerJwt,
    );
    expect(strangers.statusCode).toBe(403);
    const otherCurrency = await call(
      'POST',
      staff(booked.bookingUuid, 'revised-quotes'),
      { lines: [{ ...revisedLines(booked, 1)[0], currency: 'INR' }], reason: 'Wrong' },
      testApp.staffJwt,
    );
    expect(otherCurrency.statusCode).toBe(422);
  });
});

describe('PUT /api/v2/staff/bookings/{bookingUuid}/references', () => {
  it('sets the vessel, voyage, MBL and container numbers the customer reads', async () => {
    const { bookingUuid } = await bookRate(testApp, customerJwt);
    const references = {
      vessel: 'MAERSK ESSEX',
      voyage: '123E',
      mblNumber: 'MAEU123456789',
      containerNumbers: ['MSKU1234565', 'MSKU7654321'],
    };
    const response = await call('PUT', staff(bookingUuid, 'references'), references, testApp.staffJwt);
    expect(response.statusCode, response.body).toBe(200);
    expect((await detailsOf(bookingUuid)).bookingDetails).toMatchObject(references);
    const invalid = await call(
      'PUT',
      staff(bookingUuid, 'references'),
      { ...references, containerNumbers: ['nope'] },
      testApp.staffJwt,
    );
    expect(invalid.statusCode).toBe(422);
    expect((await call('PUT', staff(bookingUuid, 'references'), references, customerJwt)).statusCode).toBe(403);
  });
});

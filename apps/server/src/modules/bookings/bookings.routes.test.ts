import {
  bookingDetailsResponseSchema,
  myBookingsPageSchema,
  type BookingDetails,
  type QuoteView,
} from '@freightdesk/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingCharges,
  bookingMilestoneEvents,
  bookingParties,
  bookings,
  bookingStatusChanges,
  customers,
  outbox,
} from '../../db/schema';
import { claimsOf } from '../accounts/accounts-test-kit';
import {
  bearer,
  bookingBody,
  bookRate,
  buildBookingsTestApp,
  customerQuote,
  exampleParty,
  operationsEmail,
  registerBookingCustomer,
  requestBooking,
  type BookingsTestApp,
} from './bookings-test-kit';

let testApp: BookingsTestApp;
let customerJwt: string;
let strangerJwt: string;
let quote: QuoteView;

beforeAll(async () => {
  testApp = await buildBookingsTestApp();
  customerJwt = await registerBookingCustomer(testApp, 'booker@acme.example', 'es');
  strangerJwt = await registerBookingCustomer(testApp, 'stranger@other.example');
  quote = await customerQuote(testApp, customerJwt);
}, 60_000);
afterAll(() => testApp.close());

const details = (bookingUuid: string, jwt: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/v2/bookings/${bookingUuid}/details`, headers: bearer(jwt) });

const detailsOf = async (bookingUuid: string, jwt = customerJwt): Promise<BookingDetails> => {
  const response = await details(bookingUuid, jwt);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: BookingDetails }).data;
};

const firstRate = () => {
  const rate = quote.rates[0];
  if (!rate) throw new Error('the example quote has no rate');
  return rate;
};

const book = (body: unknown, key?: string, jwt = customerJwt, rateUuid = firstRate().uuid) =>
  requestBooking(testApp, jwt, { quoteUuid: quote.uuid, rateUuid, body, ...(key === undefined ? {} : { key }) });

const db = () => testApp.database.db;

const mailsTo = (recipient: string) => db().select().from(outbox).where(eq(outbox.recipient, recipient));

async function rowCounts(bookingUuid?: string) {
  const where = <T extends { bookingUuid: unknown }>(column: T['bookingUuid']) =>
    bookingUuid === undefined ? undefined : eq(column as never, bookingUuid);
  const [[bookingRows], [charges], [parties], [statuses], [milestones], [mails]] = await Promise.all([
    db().select({ n: count() }).from(bookings),
    db().select({ n: count() }).from(bookingCharges).where(where(bookingCharges.bookingUuid)),
    db().select({ n: count() }).from(bookingParties).where(where(bookingParties.bookingUuid)),
    db().select({ n: count() }).from(bookingStatusChanges).where(where(bookingStatusChanges.bookingUuid)),
    db().select({ n: count() }).from(bookingMilestoneEvents).where(where(bookingMilestoneEvents.bookingUuid)),
    db().select({ n: count() }).from(outbox),
  ]);
  return {
    bookings: bookingRows?.n,
    charges: charges?.n,
    parties: parties?.n,
    statuses: statuses?.n,
    milestones: milestones?.n,
    mails: mails?.n,
  };
}

describe('POST /api/v2/quotes/{quoteId}/rates/{rateUuid}/bookings', () => {
  it('books the rate: status R, an SH- id, frozen charges, the billing party, first status and milestone', async () => {
    const rate = firstRate();
    const response = await book(bookingBody(rate));
    expect(response.statusCode, response.body).toBe(201);
    const { bookingUuid, shipmentId } = response.json().data as { bookingUuid: string; shipmentId: string };
    expect(shipmentId).toMatch(/^SH-\d{6}$/);

    const booking = await detailsOf(bookingUuid);
    expect(booking.bookingDetails).toMatchObject({
      bookingUuid,
      shipmentId,
      status: 'R',
      statusReason: null,
      mode: 'FCL',
      quoteUuid: quote.uuid,
      rateUuid: rate.uuid,
      customerReferenceId: 'PO-4471',
      paymentMode: 'card',
      validUntil: rate.expirationDate,
      gateInBy: rate.cyCutoff,
      origin: { code: quote.origin.code, countryIsoCode: 'CN' },
      destination: { code: quote.destination.code, countryIsoCode: 'US' },
      insurance: null,
      revisedQuote: null,
    });
    expect(booking.bookingDetails.charges.total).toEqual({
      amountMinor: rate.total.total,
      currency: rate.total.currency,
    });
    expect(booking.bookingDetails.quote.amount).toEqual({
      amountMinor: rate.total.total,
      currency: rate.total.currency,
    });
    expect(booking.bookingDetails.charges.lines.length).toBeGreaterThan(0);
    expect(booking.bookingDetails.milestones[0]).toEqual({
      milestone: 'bookingReceived',
      planned: null,
      actual: '2030-01-14',
      dcsaEventCodes: ['RECE', 'CONF'],
      location: null,
    });
    expect(booking.bookingDetails.milestones).toHaveLength(7);
    expect(booking.cargoDetails.items).toEqual([
      expect.objectContaining({ kind: 'container', containerType: expect.any(String), quantity: expect.any(Number) }),
    ]);
    expect(booking.partyDetails).toMatchObject({
      billingParty: { contactName: 'Ana Ruiz', countryIsoCode: 'ES' },
      shipper: null,
      consignee: null,
      notifyParty: null,
      pickupAddress: null,
      deliveryAddress: null,
    });
    // The system's booking confirmation (documents module) is there from the start, in the customer's language.
    expect(booking.documents).toEqual([
      expect.objectContaining({ type: 'BookingConfirmation', systemGenerated: true, contentType: 'application/pdf' }),
    ]);
    expect(booking.payments).toEqual([]);
    expect(booking.bookingDetails.pendingActions).toEqual([
      { kind: 'shipperDetails', state: 'pending' },
      { kind: 'consigneeDetails', state: 'pending' },
      { kind: 'notifyPartyDetails', state: 'optional' },
      { kind: 'uploadDocuments', state: 'pending' },
    ]);
    const [row] = await db().select().from(bookings).where(eq(bookings.uuid, bookingUuid));
    expect(row?.pendingActionCount).toBe(3);
    expect(await rowCounts(bookingUuid)).toMatchObject({ charges: booking.bookingDetails.charges.lines.length });
    const statuses = await db()
      .select()
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingUuid, bookingUuid));
    expect(statuses).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'R' })]);
  });

  it("mails the customer in their language and the brand's operations address, through the outbox", async () => {
    const { bookingUuid, shipmentId } = await bookRate(testApp, customerJwt);
    const [toCustomer] = (await mailsTo('booker@acme.example')).filter((mail) => mail.text.includes(shipmentId));
    expect(toCustomer?.text).toContain(`https://direct.test/es/booking/${bookingUuid}`);
    expect(toCustomer?.html).toContain('lang="es"');
    const [toOperations] = (await mailsTo(operationsEmail)).filter((mail) => mail.text.includes(shipmentId));
    expect(toOperations?.text).toContain(`/booking/${bookingUuid}`);
  });

  it('never gives the customer internal rate data', async () => {
    const { bookingUuid } = await bookRate(testApp, customerJwt);
    const response = await details(bookingUuid, customerJwt);
    expect(response.body).not.toMatch(/contractNumber|rateProvider|drayageProviders|supplier"/);
    const booking = (response.json() as { data: BookingDetails }).data;
    expect(booking.bookingDetails.vessel).toBeNull();
    expect(booking.bookingDetails.carrier.code).toEqual(expect.any(String));
  });

  it('keeps only the additional services chosen and adds the insurance premium as a line', async () => {
    const withServices = await customerQuote(testApp, customerJwt, {
      additionalServices: {
        importCustomClearance: true,
        residencyDelivery: false,
        liftGate: false,
        customBond: 'none',
      },
    });
    const rate = withServices.rates.find((candidate) => candidate.charges.additional.length > 0);
    expect(rate, 'a rate with additional services').toBeDefined();
    if (!rate) return;
    const additional = rate.charges.additional.map((charge) => charge.code);
    const response = await requestBooking(testApp, customerJwt, {
      quoteUuid: withServices.uuid,
      rateUuid: rate.uuid,
      body: bookingBody(rate, {
        additionalServiceCodes: [],
        insurance: { cargoValue: { amountMinor: 5_000_000, currency: rate.total.currency }, usedCargo: true },
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const booking = await detailsOf(response.json().data.bookingUuid);
    const codes = booking.bookingDetails.charges.lines.map((line) => line.code);
    for (const code of additional) expect(codes).not.toContain(code);
    const insuranceLine = booking.bookingDetails.charges.lines.at(-1);
    // 0.35 % of 50,000.00 is 175.00; the least premium in USD is 50.00 (ADR 063).
    expect(insuranceLine).toMatchObject({ code: 'INSURANCE', amountMinor: 17_500 });
    const additionalTotal = rate.charges.additional.reduce((sum, charge) => sum + charge.amountMinor, 0);
    expect(booking.bookingDetails.charges.total.amountMinor).toBe(rate.total.total - additionalTotal + 17_500);
    expect(booking.bookingDetails.insurance).toMatchObject({ usedCargo: true, deductibleEur: 1_500 });
  });

  it('asks for a pickup or delivery address exactly when the rate includes that door leg (422 by field)', async () => {
    const doorQuote = await customerQuote(testApp, customerJwt, {
      destination: { code: '90012', type: 'POSTAL_CODE', city: 'Los Angeles', countryIsoCode: 'US', iataCode: null },
    });
    const doorRate = doorQuote.rates.find((rate) => rate.includes.delivery);
    expect(doorRate, 'a rate with delivery').toBeDefined();
    if (!doorRate) return;
    const withoutDelivery = await requestBooking(testApp, customerJwt, {
      quoteUuid: doorQuote.uuid,
      rateUuid: doorRate.uuid,
      body: bookingBody(doorRate, { deliveryAddress: null }),
    });
    expect(withoutDelivery.statusCode).toBe(422);
    expect(withoutDelivery.json()).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { deliveryAddress: ['validation.address.required'] },
    });

    const portRate = firstRate();
    const withPickup = await book(bookingBody(portRate, { pickupAddress: exampleParty() }));
    expect(withPickup.statusCode).toBe(422);
    expect(withPickup.json().errors).toEqual({ pickupAddress: ['validation.notApplicable'] });

    const booked = await requestBooking(testApp, customerJwt, {
      quoteUuid: doorQuote.uuid,
      rateUuid: doorRate.uuid,
      body: bookingBody(doorRate),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = await detailsOf(booked.json().data.bookingUuid);
    expect(booking.partyDetails.deliveryAddress).toMatchObject({ city: 'Los Angeles', zipCode: '90012' });
    expect(booking.bookingDetails.pendingActions).toContainEqual({ kind: 'deliveryAddress', state: 'complete' });
  });

  it('answers 422 by field for a body against the contract, 400 IDEMPOTENCY_KEY_REQUIRED without a key', async () => {
    const invalid = await book({ ...bookingBody(firstRate()), customerReferenceId: 'x'.repeat(36), commodity: 'gold' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['commodity', 'customerReferenceId']);

    const withoutKey = await requestBooking(testApp, customerJwt, {
      quoteUuid: quote.uuid,
      rateUuid: firstRate().uuid,
      body: bookingBody(firstRate()),
      key: null,
    });
    expect(withoutKey.statusCode).toBe(400);
    expect(withoutKey.json()).toEqual({ message: 'IDEMPOTENCY_KEY_REQUIRED' });
  });

  it('answers 404 RATE_NOT_FOUND, QUOTE_NOT_FOUND, and 403 for staff and for a quote of another customer', async () => {
    const body = bookingBody(firstRate());
    const unknownRate = await book(body, undefined, customerJwt, '00000000-0000-4000-8000-000000000000');
    expect(unknownRate.statusCode).toBe(404);
    expect(unknownRate.json()).toEqual({ message: 'RATE_NOT_FOUND' });

    const unknownQuote = await requestBooking(testApp, customerJwt, {
      quoteUuid: '00000000-0000-4000-8000-000000000000',
      rateUuid: firstRate().uuid,
      body,
    });
    expect(unknownQuote.statusCode).toBe(404);
    expect(unknownQuote.json()).toEqual({ message: 'QUOTE_NOT_FOUND' });

    expect((await book(body, undefined, strangerJwt)).statusCode).toBe(403);
    expect((await book(body, undefined, testApp.staffJwt)).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: `/api/v2/quotes/${quote.uuid}/rates/${firstRate().uuid}/bookings`,
      payload: body,
      headers: { host: 'direct.test', 'idempotency-key': 'k-1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops an account without a password: 409 ACCOUNT_SETUP_INCOMPLETE', async () => {
    const jwt = await registerBookingCustomer(testApp, 'nopassword@acme.example');
    const ownQuote = await customerQuote(testApp, jwt);
    const customerId = String(claimsOf(jwt)['backend_customer_id']);
    await db().update(customers).set({ passwordHash: null }).where(eq(customers.id, customerId));
    const rate = ownQuote.rates[0]!;
    const response = await requestBooking(testApp, jwt, {
      quoteUuid: ownQuote.uuid,
      rateUuid: rate.uuid,
      body: bookingBody(rate),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'ACCOUNT_SETUP_INCOMPLETE' });
  });
});

describe('Idempotency-Key', () => {
  it('answers the same booking for the same key and body (201 again, never a second booking)', async () => {
    const body = bookingBody(firstRate(), { customerReferenceId: 'IDEM-1' });
    const first = await book(body, 'same-key-1');
    const again = await book(body, 'same-key-1');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await db().select().from(bookings).where(eq(bookings.customerReferenceId, 'IDEM-1'));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body: 422 IDEMPOTENCY_KEY_REUSED', async () => {
    expect((await book(bookingBody(firstRate()), 'same-key-2')).statusCode).toBe(201);
    const other = await book(bookingBody(firstRate(), { comments: 'Another body' }), 'same-key-2');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('makes one booking of 50 concurrent requests with one key', async () => {
    const body = bookingBody(firstRate(), { customerReferenceId: 'RACE-50' });
    const before = await rowCounts();
    const responses = await Promise.all(Array.from({ length: 50 }, () => book(body, 'race-key')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 50 }, () => 201));
    expect(new Set(responses.map((response) => response.json().data.bookingUuid)).size).toBe(1);
    const rows = await db().select().from(bookings).where(eq(bookings.customerReferenceId, 'RACE-50'));
    expect(rows).toHaveLength(1);
    // One booking's worth of mails: the customer's and the operations address's.
    expect((await rowCounts()).mails).toBe((before.mails ?? 0) + 2);
  });

  it('keys belong to one customer: another customer may use the same key', async () => {
    const strangerQuote = await customerQuote(testApp, strangerJwt);
    const rate = strangerQuote.rates[0]!;
    expect((await book(bookingBody(firstRate()), 'shared-key')).statusCode).toBe(201);
    const theirs = await requestBooking(testApp, strangerJwt, {
      quoteUuid: strangerQuote.uuid,
      rateUuid: rate.uuid,
      body: bookingBody(rate),
      key: 'shared-key',
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
  });
});

describe('a failure half-way', () => {
  it('leaves nothing: no booking, charges, parties, status, milestone or mail', async () => {
    // The operations mail is the transaction's last write: refusing it must undo everything before.
    await db().execute(
      sql.raw(
        `alter table outbox add constraint no_operations_mail check (recipient <> '${operationsEmail}') not valid`,
      ),
    );
    try {
      const before = await rowCounts();
      const response = await book(bookingBody(firstRate(), { customerReferenceId: 'ROLLBACK-1' }), 'rollback-key');
      expect(response.statusCode).toBe(500);
      expect(await rowCounts()).toEqual(before);
      const rows = await db().select().from(bookings).where(eq(bookings.customerReferenceId, 'ROLLBACK-1'));
      expect(rows).toEqual([]);
    } finally {
      await db().execute(sql.raw('alter table outbox drop constraint no_operations_mail'));
    }
    // The key was not spent: the same request books once the failure is gone.
    const retried = await book(bookingBody(firstRate(), { customerReferenceId: 'ROLLBACK-1' }), 'rollback-key');
    expect(retried.statusCode, retried.body).toBe(201);
  });
});

describe('GET /api/v2/bookings/{bookingUuid}/details', () => {
  it("answers 403 for another customer's booking; the brand's staff read it", async () => {
    const { bookingUuid } = await bookRate(testApp, customerJwt);
    const stranger = await details(bookingUuid, strangerJwt);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    expect((await detailsOf(bookingUuid, testApp.staffJwt)).bookingDetails.bookingUuid).toBe(bookingUuid);
  });

  it('answers exactly the contract: the details and the list hold only their schemas’ keys', async () => {
    const { bookingUuid } = await bookRate(testApp, customerJwt);
    const answer = (await details(bookingUuid, customerJwt)).json();
    expect(bookingDetailsResponseSchema.parse(answer)).toEqual(answer);
    const page = (
      await testApp.app.inject({ method: 'GET', url: '/api/v2/bookings', headers: bearer(customerJwt) })
    ).json();
    expect(page.data.length).toBeGreaterThan(0);
    expect(myBookingsPageSchema.parse(page)).toEqual(page);
  });

  it('answers 422 BOOKING_NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await details(id, customerJwt);
      expect(response.statusCode, id).toBe(422);
      expect(response.json()).toEqual({ message: 'BOOKING_NOT_FOUND' });
    }
  });

  it('answers 503 PRODUCT_SERVICE_NOT_AVAILABLE when the database fails', async () => {
    const { bookingUuid } = await bookRate(testApp, customerJwt);
    await db().execute(sql.raw('alter table booking_parties rename to booking_parties_away'));
    try {
      const response = await details(bookingUuid, customerJwt);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'PRODUCT_SERVICE_NOT_AVAILABLE' });
    } finally {
      await db().execute(sql.raw('alter table booking_parties_away rename to booking_parties'));
    }
  });
});

describe('an expired rate', () => {
  it('cannot be booked: 410 RATE_EXPIRED; a request made before still answers its booking', async () => {
    const expiring = await customerQuote(testApp, customerJwt);
    const rate = expiring.rates[0]!;
    const body = bookingBody(rate, { customerReferenceId: 'EXPIRING' });
    const before = await requestBooking(testApp, customerJwt, {
      quoteUuid: expiring.uuid,
      rateUuid: rate.uuid,
      body,
      key: 'before-expiry',
    });
    expect(before.statusCode).toBe(201);
    // The rate ran out the day before the test clock's today (2030-01-14).
    await db().execute(
      sql`update quotes set rates = (select json_agg(jsonb_set(stored::jsonb, '{expirationDate}', '"2030-01-13"'))
        from json_array_elements(rates) stored) where uuid = ${expiring.uuid}`,
    );
    const response = await requestBooking(testApp, customerJwt, {
      quoteUuid: expiring.uuid,
      rateUuid: rate.uuid,
      body,
    });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ message: 'RATE_EXPIRED' });
    const repeated = await requestBooking(testApp, customerJwt, {
      quoteUuid: expiring.uuid,
      rateUuid: rate.uuid,
      body,
      key: 'before-expiry',
    });
    expect(repeated.json()).toEqual(before.json());
  });
});

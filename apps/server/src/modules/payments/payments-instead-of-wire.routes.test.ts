// Paying what is due by card or PayPal instead of the wire transfer awaited (ADR 083), on a booking made through the
// real booking call: the options, the payment through the stand-in provider, recorded exactly once whatever the
// webhook retries, the transfer replaced, the 'complete payment (wire transfer)' action completed and the booking's
// count of pending actions in step; staff can no longer confirm the replaced transfer.
import { randomUUID } from 'node:crypto';
import {
  countPendingActions,
  type BookingDetails,
  type BookingDetailsResponse,
  type PaymentCreatedResponse,
  type PaymentOptionsResponse,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import {
  bearer,
  bookRate,
  buildBookingsTestApp,
  registerBookingCustomer,
  type BookingsTestApp,
} from '../bookings/bookings-test-kit';
import { startPaypalStandIn, type PaypalStandIn } from './providers/testing/paypal-stand-in';
import { startStripeStandIn, type StripeStandIn } from './providers/testing/stripe-stand-in';
import { deliverWebhook, pendingActionCountOf } from './payments-test-kit';

let testApp: BookingsTestApp;
let stripe: StripeStandIn;
let paypal: PaypalStandIn;

beforeAll(async () => {
  const clock = { now: () => Date.now() };
  stripe = await startStripeStandIn({ now: () => clock.now() });
  paypal = await startPaypalStandIn();
  testApp = await buildBookingsTestApp({
    config: {
      payments: {
        stripe: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.url },
        paypal: {
          clientId: paypal.clientId,
          clientSecret: paypal.clientSecret,
          webhookId: paypal.webhookId,
          apiBase: paypal.url,
        },
        standIns: false,
      },
    },
  });
  clock.now = () => testApp.clock.now();
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await stripe?.close();
  await paypal?.close();
});

const get = (url: string, jwt: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(jwt) });
const pay = (bookingUuid: string, jwt: string, body: Record<string, unknown>, key = randomUUID()) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/v2/bookings/${bookingUuid}/payments`,
    headers: { ...bearer(jwt), 'idempotency-key': key },
    payload: body,
  });
const detailsOf = async (bookingUuid: string, jwt: string): Promise<BookingDetails> =>
  ((await get(`/api/v2/bookings/${bookingUuid}/details`, jwt)).json() as BookingDetailsResponse).data;
const optionsOf = async (bookingUuid: string, jwt: string, query = '') => {
  const answer = await get(`/api/v2/bookings/${bookingUuid}/payment-options${query}`, jwt);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as PaymentOptionsResponse).data;
};
const wireActionOf = (details: BookingDetails) =>
  details.bookingDetails.pendingActions.find((action) => action.kind === 'completeWirePayment')?.state;

/** The booking's stored count of pending actions is the one its details show (payments keep it in step). */
async function expectCountInStep(bookingUuid: string, jwt: string) {
  const details = await detailsOf(bookingUuid, jwt);
  expect(await pendingActionCountOf(testApp.database.db, bookingUuid)).toBe(
    countPendingActions(details.bookingDetails.pendingActions),
  );
  return details;
}

/** A customer's booking to be paid by wire, with the transfer requested (as 'booking received' does). */
async function bookingAwaitingWire() {
  const email = `wirer-${randomUUID().slice(0, 8)}@acme.example`;
  const jwt = await registerBookingCustomer(testApp, email);
  const { bookingUuid, shipmentId } = await bookRate(testApp, jwt, { body: { paymentMode: 'wire' } });
  const wire = await pay(bookingUuid, jwt, { mode: 'wire' });
  expect(wire.statusCode, wire.body).toBe(201);
  return { jwt, email, bookingUuid, shipmentId, wireId: (wire.json() as PaymentCreatedResponse).data.id };
}

describe('paying by card instead of the wire transfer awaited', () => {
  it('offers card and PayPal for the whole total, records a card payment once, replaces the transfer', async () => {
    const { jwt, email, bookingUuid, shipmentId, wireId } = await bookingAwaitingWire();
    const before = await expectCountInStep(bookingUuid, jwt);
    expect(wireActionOf(before)).toBe('pending');
    const total = before.bookingDetails.charges.total;

    // The transfer holds the amount: nothing more is due the usual way, but all of it is instead of the wire.
    expect((await optionsOf(bookingUuid, jwt)).amountDue.amountMinor).toBe(0);
    expect((await pay(bookingUuid, jwt, { mode: 'card' })).json()).toEqual({ message: 'NOTHING_TO_PAY' });
    const instead = await optionsOf(bookingUuid, jwt, '?insteadOfWire=true');
    expect(instead.amountDue).toEqual(total);
    expect(instead.options.map((option) => option.mode)).toEqual(['card', 'paypal']);
    const card = instead.options.find((option) => option.mode === 'card')!;
    expect(card.fee.amountMinor).toBeGreaterThan(0);

    const key = randomUUID();
    const started = await pay(bookingUuid, jwt, { mode: 'card', insteadOfWire: true }, key);
    expect(started.statusCode, started.body).toBe(201);
    const payment = (started.json() as PaymentCreatedResponse).data;
    expect(payment).toMatchObject({ mode: 'card', status: 'pending', amount: total, fee: card.fee });
    // Until the provider confirms it, the transfer is still what the booking waits for.
    expect(wireActionOf(await expectCountInStep(bookingUuid, jwt))).toBe('pending');

    const sessionId = payment.redirectUrl!.split('/pay/')[1]!;
    expect(stripe.sessions.get(sessionId)?.amount_total).toBe(card.total.amountMinor);
    const delivery = await stripe.pay(sessionId);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await deliverWebhook(testApp.app, 'stripe', delivery)).statusCode).toBe(200);
    }

    const after = await expectCountInStep(bookingUuid, jwt);
    expect(wireActionOf(after)).toBe('complete');
    expect(after.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: payment.id, mode: 'card', status: 'succeeded', amount: total }),
        expect.objectContaining({ id: wireId, mode: 'wire', status: 'replaced', paidAt: null }),
      ]),
    );
    expect(after.payments).toHaveLength(2);
    const receipts = (await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, email))).filter(
      (mail) => mail.subject.startsWith('Payment received') && mail.subject.includes(shipmentId),
    );
    expect(receipts).toHaveLength(1);
    // Nothing is due any more, either way; the same key answers the same, recorded payment.
    expect((await optionsOf(bookingUuid, jwt, '?insteadOfWire=true')).options).toEqual([]);
    const again = await pay(bookingUuid, jwt, { mode: 'card', insteadOfWire: true }, key);
    expect((again.json() as PaymentCreatedResponse).data).toMatchObject({ id: payment.id, status: 'succeeded' });

    // The transfer is no longer awaited: staff cannot confirm it.
    const confirm = await testApp.app.inject({
      method: 'POST',
      url: `/api/v2/staff/bookings/${bookingUuid}/payments/${wireId}/confirm`,
      headers: bearer(testApp.staffJwt),
    });
    expect(confirm.statusCode, confirm.body).toBe(409);
    expect(confirm.json()).toEqual({ message: 'PAYMENT_NOT_CONFIRMABLE' });
  });

  it('leaves the transfer awaited while a card page is left unpaid', async () => {
    const { jwt, bookingUuid, wireId } = await bookingAwaitingWire();
    const started = await pay(bookingUuid, jwt, { mode: 'paypal', insteadOfWire: true });
    expect(started.statusCode, started.body).toBe(201);
    const details = await expectCountInStep(bookingUuid, jwt);
    expect(wireActionOf(details)).toBe('pending');
    expect(details.payments.find((payment) => payment.id === wireId)?.status).toBe('pending');
    // Staff can still confirm the transfer when it arrives.
    const confirm = await testApp.app.inject({
      method: 'POST',
      url: `/api/v2/staff/bookings/${bookingUuid}/payments/${wireId}/confirm`,
      headers: bearer(testApp.staffJwt),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(wireActionOf(await expectCountInStep(bookingUuid, jwt))).toBe('complete');
  });

  it('pays instead of the wire by card or PayPal only', async () => {
    const { jwt, bookingUuid } = await bookingAwaitingWire();
    for (const mode of ['wire', 'credit']) {
      const answer = await pay(bookingUuid, jwt, { mode, insteadOfWire: true });
      expect(answer.statusCode, mode).toBe(422);
      expect(answer.json(), mode).toEqual({ message: 'PAYMENT_MODE_NOT_AVAILABLE' });
    }
    const badQuery = await get(`/api/v2/bookings/${bookingUuid}/payment-options?insteadOfWire=maybe`, jwt);
    expect(badQuery.statusCode).toBe(422);
  });

  it('is the booking customer’s only: another customer gets 403', async () => {
    const { bookingUuid } = await bookingAwaitingWire();
    const stranger = await registerBookingCustomer(testApp, `stranger-${randomUUID().slice(0, 8)}@acme.example`);
    const options = await get(`/api/v2/bookings/${bookingUuid}/payment-options?insteadOfWire=true`, stranger);
    expect(options.statusCode).toBe(403);
    const answer = await pay(bookingUuid, stranger, { mode: 'card', insteadOfWire: true });
    expect(answer.statusCode).toBe(403);
  });
});

// Payments of bookings made through the real booking call (ADR 065, 074): the fee each mode shows before booking is
// the fee of the booking's own options and of the payment itself; a card payment through the Stripe stand-in is
// recorded on the booking's details; another brand's staff and another customer reach none of it.
import { randomUUID } from 'node:crypto';
import {
  bookingChargeLinesOf,
  totalOfChargeLines,
  type BookingDetailsResponse,
  type PaymentCreatedResponse,
  type PaymentListResponse,
  type PaymentOptionsResponse,
} from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, post } from '../accounts/accounts-test-kit';
import {
  bearer,
  bookRate,
  buildBookingsTestApp,
  customerQuote,
  registerBookingCustomer,
  type BookingsTestApp,
} from '../bookings/bookings-test-kit';
import { staffDomain } from '../custom-requests/custom-requests-test-kit';
import { startStripeStandIn, type StripeStandIn } from './providers/testing/stripe-stand-in';
import { deliverWebhook } from './payments-test-kit';

let testApp: BookingsTestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  const clock = { now: () => Date.now() };
  stripe = await startStripeStandIn({ now: () => clock.now() });
  testApp = await buildBookingsTestApp({
    config: {
      payments: {
        stripe: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.url },
        paypal: null,
        standIns: false,
      },
    },
  });
  clock.now = () => testApp.clock.now();
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await stripe?.close();
});

const get = (url: string, jwt: string, host?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(jwt, host) });
const customer = () => registerBookingCustomer(testApp, `booker-${randomUUID().slice(0, 8)}@acme.example`);
const optionsOf = async (url: string, jwt: string) => {
  const answer = await get(url, jwt);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as PaymentOptionsResponse).data;
};

describe('payments of a booked rate', () => {
  it('shows before booking the fees the booking’s options and its payment then charge', async () => {
    const jwt = await customer();
    const quote = await customerQuote(testApp, jwt);
    const rate = quote.rates[0]!;
    const insurance = { cargoValue: { amountMinor: 2_000_000, currency: rate.total.currency }, usedCargo: false };
    const totalMinor = totalOfChargeLines(bookingChargeLinesOf(rate, { additionalServiceCodes: [], insurance }));
    const before = await optionsOf(
      `/api/v2/payment-options?amountMinor=${totalMinor}&currency=${rate.total.currency}`,
      jwt,
    );
    expect(before.options.map((option) => option.mode)).toEqual(['card', 'wire']);
    expect(before.options.find((option) => option.mode === 'wire')?.fee).toEqual({
      amountMinor: 2_500,
      currency: 'USD',
    });

    const { bookingUuid } = await bookRate(testApp, jwt, {
      body: { insurance, paymentMode: 'card' },
      pickRate: (again) => again.rates[0],
    });
    const after = await optionsOf(`/api/v2/bookings/${bookingUuid}/payment-options`, jwt);
    expect(after.amountDue.amountMinor).toBeGreaterThan(0);
    // Same rule, same figures for the same total (the quote is a new one, so compare the rule on its own total).
    const previewOfBooked = await optionsOf(
      `/api/v2/payment-options?amountMinor=${after.amountDue.amountMinor}&currency=${after.amountDue.currency}`,
      jwt,
    );
    expect(previewOfBooked.options).toEqual(after.options);

    const paid = await testApp.app.inject({
      method: 'POST',
      url: `/api/v2/bookings/${bookingUuid}/payments`,
      headers: { ...bearer(jwt), 'idempotency-key': randomUUID() },
      payload: { mode: 'card' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = (paid.json() as PaymentCreatedResponse).data;
    const card = after.options.find((option) => option.mode === 'card')!;
    expect(payment.fee).toEqual(card.fee);
    expect(payment.total).toEqual(card.total);
    const sessionId = payment.redirectUrl!.split('/pay/')[1]!;
    expect(stripe.sessions.get(sessionId)?.amount_total).toBe(card.total.amountMinor);

    const delivery = await stripe.pay(sessionId);
    expect((await deliverWebhook(testApp.app, 'stripe', delivery)).statusCode).toBe(200);
    const details = ((await get(`/api/v2/bookings/${bookingUuid}/details`, jwt)).json() as BookingDetailsResponse).data;
    expect(details.payments).toEqual([
      expect.objectContaining({ mode: 'card', status: 'succeeded', amount: card.amount, fee: card.fee }),
    ]);
    // The details read the payments inside their one statement (ADR 085): the same as the payments list shows.
    const listed = ((await get(`/api/v2/bookings/${bookingUuid}/payments`, jwt)).json() as PaymentListResponse).data;
    expect(details.payments).toEqual(
      listed.map(({ id, mode, status, createdAt, paidAt, amount, fee, referenceNumber, receiptPath }) => ({
        id,
        mode,
        status,
        createdAt,
        paidAt,
        amount,
        fee,
        referenceNumber,
        receiptPath,
      })),
    );
    expect((await optionsOf(`/api/v2/bookings/${bookingUuid}/payment-options`, jwt)).options).toEqual([]);
  });

  it('refuses a preview without a valid amount or currency, and without a session', async () => {
    const jwt = await customer();
    for (const query of [
      'amountMinor=0&currency=USD',
      'amountMinor=12.5&currency=USD',
      'amountMinor=100&currency=XXX',
    ]) {
      const answer = await get(`/api/v2/payment-options?${query}`, jwt);
      expect(answer.statusCode, query).toBe(422);
      expect(answer.json()).toMatchObject({ message: 'INVALID_PAYLOAD' });
    }
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/payment-options?amountMinor=1&currency=USD',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** A staff member of the `sample` brand (host localhost): the same staff domain, another brand. */
async function otherBrandStaff(): Promise<string> {
  const email = `ops-${randomUUID().slice(0, 8)}@${staffDomain}`;
  const registration = await post(
    testApp.app,
    '/api/v2/customers/register',
    {
      contactName: 'Other',
      contactSurname: 'Brand',
      password: 'Container2026',
      email,
      phoneNumber: `+1305555${String(Math.floor(Math.random() * 9000) + 1000)}`,
      city: 'Miami',
      countryIsoCode: 'US',
      type: 'CUSTOMER',
      isCompany: true,
      movingsCompany: false,
      commercialName: 'Other Brand Ops',
      backendBranch: 'US',
      languageCode: 'en',
      receiveNewsletter: false,
    },
    { host: 'localhost' },
  );
  expect(registration.statusCode, registration.body).toBe(202);
  const code = await latestCode(testApp.database, email);
  const validated = await post(testApp.app, '/api/v2/customers/validate-email', { email, code }, { host: 'localhost' });
  expect(validated.statusCode, validated.body).toBe(200);
  return (validated.json() as { data: { jwt: string } }).data.jwt;
}

describe('a booking is its brand’s', () => {
  it('staff of another brand can neither read nor change it, nor its documents and payments (403)', async () => {
    const jwt = await customer();
    const { bookingUuid } = await bookRate(testApp, jwt, { body: { paymentMode: 'wire' } });
    const outsider = await otherBrandStaff();
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      testApp.app.inject({
        method,
        url,
        headers: bearer(outsider, 'localhost'),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    const answers = {
      details: await as('GET', `/api/v2/bookings/${bookingUuid}/details`),
      documents: await as('GET', `/api/v2/bookings/${bookingUuid}/documents/booking-confirmation.pdf`),
      paymentOptions: await as('GET', `/api/v2/bookings/${bookingUuid}/payment-options`),
      payments: await as('GET', `/api/v2/bookings/${bookingUuid}/payments`),
      status: await as('POST', `/api/v2/staff/bookings/${bookingUuid}/status`, { status: 'C', reason: 'Not ours' }),
      milestone: await as('POST', `/api/v2/staff/bookings/${bookingUuid}/milestones`, {
        milestone: 'departed',
        classifier: 'ACT',
        eventDate: '2030-01-20',
      }),
    };
    for (const [call, answer] of Object.entries(answers)) {
      expect(answer.statusCode, `${call}: ${answer.body}`).toBe(403);
      expect(answer.json(), call).toEqual({ message: 'ACCESS_FORBIDDEN' });
    }
    // Nothing changed: the customer's booking is still requested, without a milestone of theirs.
    const details = ((await get(`/api/v2/bookings/${bookingUuid}/details`, jwt)).json() as BookingDetailsResponse).data;
    expect(details.bookingDetails.status).toBe('R');
    expect(
      details.bookingDetails.milestones.find((entry) => entry.milestone === 'departed')?.actual ?? null,
    ).toBeNull();
  });
});

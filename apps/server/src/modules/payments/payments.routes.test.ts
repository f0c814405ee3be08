import { randomUUID } from 'node:crypto';
import type { PaymentCreatedResponse, PaymentOptionsResponse, PaymentView } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, paymentWebhookEvents } from '../../db/schema';
import { bearer } from '../accounts/accounts-test-kit';
import { signedStripeWebhook, stripeEventOf } from './providers/testing/stripe-stand-in';
import {
  deliverWebhook,
  get,
  newBooking,
  newCustomer,
  pay,
  paymentsSuite,
  pendingActionCountOf,
} from './payments-test-kit';

const optionsOf = async (suite: ReturnType<typeof paymentsSuite>, bookingUuid: string, jwt: string) => {
  const response = await get(suite.app, `/api/v2/bookings/${bookingUuid}/payment-options`, jwt);
  expect(response.statusCode).toBe(200);
  return (response.json() as PaymentOptionsResponse).data;
};
const created = (response: { json(): unknown }) => (response.json() as PaymentCreatedResponse).data;
const paymentsOf = async (suite: ReturnType<typeof paymentsSuite>, bookingUuid: string, jwt: string) =>
  ((await get(suite.app, `/api/v2/bookings/${bookingUuid}/payments`, jwt)).json() as { data: PaymentView[] }).data;
const mailsTo = async (suite: ReturnType<typeof paymentsSuite>, email: string) =>
  suite.db.select().from(outbox).where(eq(outbox.recipient, email));

describe('payment options without provider keys (ADR 065)', () => {
  const suite = paymentsSuite({ withKeys: false });

  it('hide card and PayPal (not faked) and offer the wire transfer with its fee', async () => {
    const customer = await newCustomer(suite.app);
    const bookingUuid = await newBooking(suite.db, customer, { totalMinor: 100_000 });
    const options = await optionsOf(suite, bookingUuid, customer.jwt);
    expect(options.amountDue).toEqual({ amountMinor: 100_000, currency: 'USD' });
    expect(options.options).toEqual([
      {
        mode: 'wire',
        amount: { amountMinor: 100_000, currency: 'USD' },
        fee: { amountMinor: 2_500, currency: 'USD' },
        total: { amountMinor: 102_500, currency: 'USD' },
      },
    ]);
    const card = await pay(suite.app, bookingUuid, 'card', customer.jwt);
    expect(card.statusCode).toBe(422);
    expect(card.json()).toEqual({ message: 'PAYMENT_MODE_NOT_AVAILABLE' });
  });
});

describe('payments (ADR 065)', () => {
  const suite = paymentsSuite();

  it('lists card and PayPal with their fees when the keys are configured', async () => {
    const customer = await newCustomer(suite.app);
    const bookingUuid = await newBooking(suite.db, customer, { totalMinor: 123_450 });
    const { options } = await optionsOf(suite, bookingUuid, customer.jwt);
    expect(options.map((option) => [option.mode, option.fee.amountMinor, option.total.amountMinor])).toEqual([
      // 2.9 % of 1,234.50 = 35.80, + 0.30
      ['card', 3_610, 127_060],
      // 3.49 % of 1,234.50 = 43.08, + 0.49
      ['paypal', 4_357, 127_807],
      ['wire', 2_500, 125_950],
    ]);
  });

  describe('card through Stripe Checkout', () => {
    it('the same Idempotency-Key answers the same session; another mode with it is refused', async () => {
      const customer = await newCustomer(suite.app);
      const bookingUuid = await newBooking(suite.db, customer);
      const key = randomUUID();
      const sessionsBefore = suite.stripe.sessionsCreated;
      const first = await pay(suite.app, bookingUuid, 'card', customer.jwt, key);
      const second = await pay(suite.app, bookingUuid, 'card', customer.jwt, key);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(created(second).id).toBe(created(first).id);
      expect(created(second).redirectUrl).toBe(created(first).redirectUrl);
      expect(created(first).redirectUrl).toMatch(new RegExp(`^${suite.stripe.url}/pay/cs_test_`));
      expect(suite.stripe.sessionsCreated).toBe(sessionsBefore + 1);

      const otherBody = await pay(suite.app, bookingUuid, 'wire', customer.jwt, key);
      expect(otherBody.statusCode).toBe(422);
      expect(otherBody.json()).toEqual({ message: 'IDEMPOTENCY_KEY_REUSED' });
      const noKey = await pay(suite.app, bookingUuid, 'card', customer.jwt, null);
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json()).toEqual({ message: 'IDEMPOTENCY_KEY_REQUIRED' });
    });

    it('is recorded once by the signed webhook, even when Stripe replays it three times', async () => {
      const customer = await newCustomer(suite.app);
      const bookingUuid = await newBooking(suite.db, customer, { totalMinor: 100_000 });
      const payment = created(await pay(suite.app, bookingUuid, 'card', customer.jwt));
      expect(payment).toMatchObject({ mode: 'card', status: 'pending', paidAt: null });
      const sessionId = payment.redirectUrl!.split('/pay/')[1]!;
      expect(suite.stripe.sessions.get(sessionId)?.amount_total).toBe(102_930);

      const delivery = await suite.stripe.pay(sessionId);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const answer = await deliverWebhook(suite.app, 'stripe', delivery);
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ received: true });
      }

      const payments = await paymentsOf(suite, bookingUuid, customer.jwt);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        id: payment.id,
        mode: 'card',
        status: 'succeeded',
        amount: { amountMinor: 100_000, currency: 'USD' },
        fee: { amountMinor: 2_930, currency: 'USD' },
        total: { amountMinor: 102_930, currency: 'USD' },
        referenceNumber: payment.referenceNumber,
        providerReference: suite.stripe.sessions.get(sessionId)?.payment_intent,
        receiptPath: `/api/v2/bookings/${bookingUuid}/payments/${payment.id}/receipt`,
      });
      expect(payments[0]?.paidAt).not.toBeNull();
      const events = await suite.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.paymentId, payment.id));
      expect(events).toHaveLength(1);
      expect((await mailsTo(suite, customer.email)).filter((mail) => mail.subject.includes('SH-'))).toHaveLength(1);
      // Paid: nothing is due any more.
      expect((await optionsOf(suite, bookingUuid, customer.jwt)).options).toEqual([]);
      expect((await pay(suite.app, bookingUuid, 'card', customer.jwt)).json()).toEqual({ message: 'NOTHING_TO_PAY' });

      const receipt = await get(suite.app, payments[0]!.receiptPath!, customer.jwt);
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toBe('application/pdf');
      expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('a webhook with a bad, missing or stale signature answers 400 and records nothing', async () => {
      const customer = await newCustomer(suite.app);
      const bookingUuid = await newBooking(suite.db, customer);
      const payment = created(await pay(suite.app, bookingUuid, 'card', customer.jwt));
      const sessionId = payment.redirectUrl!.split('/pay/')[1]!;
      const session = { ...suite.stripe.sessions.get(sessionId)!, status: 'complete', payment_status: 'paid' };
      const event = stripeEventOf('checkout.session.completed', session, suite.testApp.clock.now());
      const secret = suite.stripe.webhookSecret;

      const bad = signedStripeWebhook(event, secret, suite.testApp.clock.now(), { badSignature: true });
      const unsigned = { payload: bad.payload, headers: { 'content-type': 'application/json' } };
      const stale = signedStripeWebhook(event, secret, suite.testApp.clock.now() - 301_000);
      // The body changed after signing (the signature covers the raw bytes).
      const good = signedStripeWebhook(event, secret, suite.testApp.clock.now());
      const tampered = { ...good, payload: good.payload.replace('"paid"', '"paid" ') };
      for (const delivery of [bad, unsigned, stale, tampered]) {
        const answer = await deliverWebhook(suite.app, 'stripe', delivery);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ message: 'WEBHOOK_SIGNATURE_INVALID' });
      }
      expect((await paymentsOf(suite, bookingUuid, customer.jwt))[0]?.status).toBe('pending');
      const events = await suite.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, event.id));
      expect(events).toHaveLength(0);
    });
  });

  it('PayPal: create, approve, capture on return — recorded once whatever the webhooks', async () => {
    const customer = await newCustomer(suite.app);
    const bookingUuid = await newBooking(suite.db, customer, { totalMinor: 50_000 });
    const payment = created(await pay(suite.app, bookingUuid, 'paypal', customer.jwt));
    expect(payment.redirectUrl).toMatch(new RegExp(`^${suite.paypal.url}/checkoutnow\\?token=`));
    const orderId = new URL(payment.redirectUrl!).searchParams.get('token')!;
    // 3.49 % of 500.00 = 17.45, + 0.49
    expect(suite.paypal.orders.get(orderId)?.purchase_units[0]?.amount).toEqual({
      currency_code: 'USD',
      value: '517.94',
    });

    const returnUrl = new URL(suite.paypal.approve(orderId));
    expect(returnUrl.pathname).toBe('/api/v2/payments/paypal/return');
    for (let visit = 0; visit < 2; visit += 1) {
      const back = await suite.app.inject({ method: 'GET', url: `${returnUrl.pathname}${returnUrl.search}` });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/booking/${bookingUuid}?payment=${payment.id}`);
    }
    expect(suite.paypal.capturesMade).toBe(1);

    const webhook = suite.paypal.captureCompletedWebhook(orderId);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await deliverWebhook(suite.app, 'paypal', webhook)).statusCode).toBe(200);
    }
    const forged = suite.paypal.captureCompletedWebhook(orderId, { badSignature: true });
    const refused = await deliverWebhook(suite.app, 'paypal', forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'WEBHOOK_SIGNATURE_INVALID' });

    const payments = await paymentsOf(suite, bookingUuid, customer.jwt);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      mode: 'paypal',
      status: 'succeeded',
      fee: { amountMinor: 1_794, currency: 'USD' },
      providerReference: suite.paypal.orders.get(orderId)?.purchase_units[0]?.payments?.captures[0]?.id,
    });
    expect((await mailsTo(suite, customer.email)).filter((mail) => mail.subject.includes('SH-'))).toHaveLength(1);
  });

  it("wire: pending with the branch's bank details and a reference, succeeded once staff confirm", async () => {
    const customer = await newCustomer(suite.app);
    const bookingUuid = await newBooking(suite.db, customer, {
      totalMinor: 80_000,
      currency: 'EUR',
      paymentMode: 'wire',
    });
    const countBefore = await pendingActionCountOf(suite.db, bookingUuid);
    const wire = created(await pay(suite.app, bookingUuid, 'wire', customer.jwt));
    expect(wire).toMatchObject({
      mode: 'wire',
      status: 'pending',
      amount: { amountMinor: 80_000, currency: 'EUR' },
      fee: { amountMinor: 2_000, currency: 'EUR' },
      total: { amountMinor: 82_000, currency: 'EUR' },
      wireConfirmationHours: 48,
      redirectUrl: null,
      receiptPath: null,
    });
    expect(wire.referenceNumber).toMatch(/^PAY-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    // The customer's branch is ES: the brand's Spanish account.
    expect(wire.bankDetails).toMatchObject({ iban: 'ES91 2100 0418 4502 0005 1332', bic: 'EXBKESMMXXX' });
    // 'Complete payment (wire transfer)' is pending from now on.
    expect(await pendingActionCountOf(suite.db, bookingUuid)).toBe(countBefore + 1);
    // The money is on its way: nothing more is asked for.
    expect((await optionsOf(suite, bookingUuid, customer.jwt)).amountDue.amountMinor).toBe(0);

    const confirmUrl = `/api/v2/staff/bookings/${bookingUuid}/payments/${wire.id}/confirm`;
    const byCustomer = await suite.app.inject({ method: 'POST', url: confirmUrl, headers: bearer(customer.jwt) });
    expect(byCustomer.statusCode).toBe(403);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const confirmed = await suite.app.inject({ method: 'POST', url: confirmUrl, headers: bearer(suite.staffJwt) });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ data: { id: wire.id, status: 'succeeded' } });
    }
    // 'Complete payment (wire transfer)' is done.
    expect(await pendingActionCountOf(suite.db, bookingUuid)).toBe(countBefore);
    expect((await mailsTo(suite, customer.email)).filter((mail) => mail.subject.includes('SH-'))).toHaveLength(1);
    const receipt = await get(suite.app, `/api/v2/bookings/${bookingUuid}/payments/${wire.id}/receipt`, customer.jwt);
    expect(receipt.statusCode).toBe(200);
  });

  it('credit: only with a credit line that covers the amount, recorded at once without a fee', async () => {
    const customer = await newCustomer(suite.app);
    const bookingUuid = await newBooking(suite.db, customer, { totalMinor: 100_000 });
    const creditLineUrl = `/api/v2/staff/customers/${customer.id}/credit-line`;
    const setLine = (amountMinor: number) =>
      suite.app.inject({
        method: 'PUT',
        url: creditLineUrl,
        headers: bearer(suite.staffJwt),
        payload: { amountMinor, currency: 'USD' },
      });
    const modes = async () => (await optionsOf(suite, bookingUuid, customer.jwt)).options.map((option) => option.mode);

    expect(await modes()).not.toContain('credit');
    expect((await pay(suite.app, bookingUuid, 'credit', customer.jwt)).json()).toEqual({
      message: 'PAYMENT_MODE_NOT_AVAILABLE',
    });

    expect((await setLine(50_000)).statusCode).toBe(200);
    expect(await modes()).not.toContain('credit');
    const above = await pay(suite.app, bookingUuid, 'credit', customer.jwt);
    expect(above.statusCode).toBe(422);
    expect(above.json()).toEqual({ message: 'INSUFFICIENT_CREDIT' });

    expect((await setLine(150_000)).statusCode).toBe(200);
    const { options } = await optionsOf(suite, bookingUuid, customer.jwt);
    expect(options.find((option) => option.mode === 'credit')).toMatchObject({
      fee: { amountMinor: 0 },
      total: { amountMinor: 100_000 },
    });
    const credit = await pay(suite.app, bookingUuid, 'credit', customer.jwt);
    expect(credit.statusCode).toBe(201);
    expect(created(credit)).toMatchObject({ mode: 'credit', status: 'succeeded', fee: { amountMinor: 0 } });

    const line = await suite.app.inject({ method: 'GET', url: creditLineUrl, headers: bearer(suite.staffJwt) });
    expect(line.json()).toMatchObject({
      data: {
        creditLine: { amountMinor: 150_000, currency: 'USD' },
        used: { amountMinor: 100_000, currency: 'USD' },
        available: { amountMinor: 50_000, currency: 'USD' },
      },
    });
    // A second booking above what is left is refused.
    const next = await newBooking(suite.db, customer, { totalMinor: 60_000 });
    expect((await pay(suite.app, next, 'credit', customer.jwt)).json()).toEqual({ message: 'INSUFFICIENT_CREDIT' });
    const byCustomer = await suite.app.inject({ method: 'GET', url: creditLineUrl, headers: bearer(customer.jwt) });
    expect(byCustomer.statusCode).toBe(403);
  });

  it("another customer's payments, options and receipts are unreachable; an unknown booking is not found", async () => {
    const owner = await newCustomer(suite.app);
    const other = await newCustomer(suite.app);
    const bookingUuid = await newBooking(suite.db, owner);
    const wire = created(await pay(suite.app, bookingUuid, 'wire', owner.jwt));
    await suite.app.inject({
      method: 'POST',
      url: `/api/v2/staff/bookings/${bookingUuid}/payments/${wire.id}/confirm`,
      headers: bearer(suite.staffJwt),
    });
    const receiptUrl = `/api/v2/bookings/${bookingUuid}/payments/${wire.id}/receipt`;
    for (const url of [
      `/api/v2/bookings/${bookingUuid}/payment-options`,
      `/api/v2/bookings/${bookingUuid}/payments`,
      receiptUrl,
    ]) {
      const answer = await get(suite.app, url, other.jwt);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toEqual({ message: 'ACCESS_FORBIDDEN' });
    }
    expect((await pay(suite.app, bookingUuid, 'card', other.jwt)).statusCode).toBe(403);
    expect((await get(suite.app, receiptUrl, suite.staffJwt)).statusCode).toBe(200);
    expect((await get(suite.app, receiptUrl, owner.jwt)).statusCode).toBe(200);

    const unknown = await get(suite.app, `/api/v2/bookings/${randomUUID()}/payments`, owner.jwt);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ message: 'BOOKING_NOT_FOUND' });
    const anonymous = await suite.app.inject({ method: 'GET', url: `/api/v2/bookings/${bookingUuid}/payments` });
    expect(anonymous.statusCode).toBe(401);
  });
});

import type { PaymentCreatedResponse, PaymentView } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentWebhookEvents } from '../../db/schema';
import { buildAccountsTestApp, type AccountsTestApp } from '../accounts/accounts-test-kit';
import { get, newBooking, newCustomer, pay } from './payments-test-kit';

// PAYMENT_STANDINS=true (development, browser journeys): the server starts the provider stand-ins itself, and paying
// on their hosted pages posts the webhooks back to it over HTTP (ADR 065).
describe('PAYMENT_STANDINS', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsTestApp({ config: { payments: { stripe: null, paypal: null, standIns: true } } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp.close());

  it("a card paid with the stand-in checkout page's Pay button is recorded and returns to the booking", async () => {
    const { app } = testApp;
    const customer = await newCustomer(app);
    const bookingUuid = await newBooking(testApp.database.db, customer);
    const payment = ((await pay(app, bookingUuid, 'card', customer.jwt)).json() as PaymentCreatedResponse).data;

    const page = await fetch(payment.redirectUrl!);
    const html = await page.text();
    expect(html).toContain('<button type="submit"');
    expect(html).toContain('Pay');
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const paid = await fetch(new URL(action!, payment.redirectUrl!), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://direct.test/booking/${bookingUuid}?payment=${payment.id}`);

    const payments = (await get(app, `/api/v2/bookings/${bookingUuid}/payments`, customer.jwt)).json() as {
      data: PaymentView[];
    };
    expect(payments.data).toMatchObject([{ id: payment.id, status: 'succeeded' }]);
  }, 60_000);

  it('a PayPal payment approved on the stand-in page is captured on the way back', async () => {
    const { app } = testApp;
    const customer = await newCustomer(app);
    const bookingUuid = await newBooking(testApp.database.db, customer);
    const payment = ((await pay(app, bookingUuid, 'paypal', customer.jwt)).json() as PaymentCreatedResponse).data;
    const html = await (await fetch(payment.redirectUrl!)).text();
    expect(html).toContain('Pay with PayPal');
    const action = /action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const approved = await fetch(new URL(action, payment.redirectUrl!), { method: 'POST', redirect: 'manual' });
    const returnUrl = new URL(approved.headers.get('location')!);
    const back = await app.inject({ method: 'GET', url: `${returnUrl.pathname}${returnUrl.search}` });
    expect(back.headers.location).toBe(`/booking/${bookingUuid}?payment=${payment.id}`);
    const payments = (await get(app, `/api/v2/bookings/${bookingUuid}/payments`, customer.jwt)).json() as {
      data: PaymentView[];
    };
    expect(payments.data).toMatchObject([{ id: payment.id, status: 'succeeded' }]);
    // PayPal's webhook for the capture follows; it verifies and records nothing new.
    await vi.waitFor(
      async () => {
        const events = await testApp.database.db
          .select()
          .from(paymentWebhookEvents)
          .where(eq(paymentWebhookEvents.paymentId, payment.id));
        expect(events).toHaveLength(1);
      },
      { timeout: 10_000, interval: 50 },
    );
    const again = (await get(app, `/api/v2/bookings/${bookingUuid}/payments`, customer.jwt)).json() as {
      data: PaymentView[];
    };
    expect(again.data).toHaveLength(1);
  }, 60_000);
});

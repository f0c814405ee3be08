// Issue 14 part 1, the booking flow in Chromium against the real server with the demo tariffs
// (docs/decisions/069-booking-flow.md): a visitor opens a rate, presses Book, signs in inside the flow, answers every
// step and books; the booking exists with the answers, under the draft's Idempotency-Key; axe on the steps.
import { exampleFclSearch } from '@freightdesk/domain/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCookies, expectNoSeriousAccessibilityViolations, newAccount } from './support/account-helpers';
import { launchBrowser, openPage } from './support/browser';
import { isoInDays, registerCustomer } from './support/quote-helpers';
import { type RunningServer, startServer, waitForDemoTariffs } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url, DEMO_TARIFFS: 'true', LOG_LEVEL: 'info' });
  browser = await launchBrowser();
  await waitForDemoTariffs(server);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** A guest's FCL quote Shanghai → Los Angeles, once complete, and its first rate. */
async function guestQuote(): Promise<{ quoteId: string; rateUuid: string }> {
  const created = await fetch(`${server.baseUrl}/api/v2/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...exampleFclSearch, cargoReadyDate: isoInDays(14) }),
  });
  if (created.status !== 201) throw new Error(`quote ${created.status}: ${await created.text()}`);
  const quoteId = ((await created.json()) as { data: { uuid: string } }).data.uuid;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const read = await fetch(`${server.baseUrl}/api/v2/quotes/customer/${quoteId}`);
    const quote = ((await read.json()) as { data: { isCompleted: boolean; rates: { uuid: string }[] } }).data;
    if (quote.isCompleted && quote.rates[0]) return { quoteId, rateUuid: quote.rates[0].uuid };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the quote never completed');
}

describe('booking a rate', () => {
  it('a visitor books a rate, signing in inside the flow', { timeout: 180_000 }, async () => {
    const account = newAccount('Booker');
    await registerCustomer(server.baseUrl, smtp, account, 'en', '+1 305 555 0311');
    const { quoteId, rateUuid } = await guestQuote();
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${server.baseUrl}/quote/${quoteId}/rate/${rateUuid}`);
      await acceptCookies(page);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Book this rate' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Book', exact: true }).click();

      // The flow asks the visitor to sign in; the panel opens over the same step.
      await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
      const panel = page.getByRole('dialog');
      await panel.getByLabel(/^Email/).fill(account.email);
      await panel.getByLabel(/^Password/).fill(account.password);
      await panel.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Additional services' }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/quotes/${quoteId}/bookings/[0-9a-f-]{36}$`));
      const draftId = new URL(page.url()).pathname.split('/').pop();
      await expectNoSeriousAccessibilityViolations(page);

      const next = () => page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('checkbox', { name: 'Insure my cargo' }).check();
      await page.getByLabel(/^Cargo value \(USD\)/).fill('20000');
      await page.getByText('Insurance premium: $70.00').waitFor();
      await next();

      await page.getByLabel(/^Your reference ID/).fill('PO-E2E-1');
      await page.getByRole('radio', { name: 'Known shipper', exact: true }).check();
      await page.getByRole('radio', { name: 'Any', exact: true }).check();
      await page.getByLabel(/^Comments/).fill('Keep dry.');
      await next();

      await page.getByRole('heading', { level: 2, name: 'Billing address' }).waitFor();
      await page.getByLabel(/^Country/).selectOption('US');
      await page.getByLabel(/^Address/).fill('100 Biscayne Blvd');
      await page.getByLabel(/^City/).fill('Miami');
      await page.getByLabel(/^Zip code/).fill('33132');
      await page.getByLabel(/^Tax ID/).fill('12-3456789');
      await expectNoSeriousAccessibilityViolations(page);
      await next();

      await page.getByRole('radio', { name: /^Pay later by wire transfer/ }).check();
      await next();
      await page.getByRole('heading', { level: 2, name: 'Review and book' }).waitFor();
      await expectNoSeriousAccessibilityViolations(page);
      const booked = page.waitForResponse((response) => /\/bookings$/.test(new URL(response.url()).pathname));
      await page.getByRole('button', { name: 'Book now', exact: true }).click();
      const answer = await booked;
      expect(answer.status()).toBe(201);
      expect(answer.request().headers()['idempotency-key']).toBe(draftId);
      const { bookingUuid, shipmentId } = (
        (await answer.json()) as { data: { bookingUuid: string; shipmentId: string } }
      ).data;

      await page.getByRole('heading', { level: 1, name: 'Booking received' }).waitFor();
      await page.getByText(shipmentId).waitFor();
      expect(shipmentId).toMatch(/^SH-\d{6}$/);
      expect(new URL(page.url()).pathname).toBe(`/booking/${bookingUuid}/confirm`);

      const token = (await context.cookies()).find((cookie) => cookie.name === 'auth_token')?.value;
      const details = await fetch(`${server.baseUrl}/api/v2/bookings/${bookingUuid}/details`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const booking = ((await details.json()) as { data: { bookingDetails: Record<string, unknown> } }).data
        .bookingDetails;
      expect(booking).toMatchObject({ customerReferenceId: 'PO-E2E-1', paymentMode: 'wire', shipperType: 'known' });
    } finally {
      await context.close();
    }
  });
});

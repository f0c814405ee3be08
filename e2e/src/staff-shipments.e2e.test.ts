// Issue 15 parts 3 and 7 in Chromium against the real server with the demo tariffs
// (docs/decisions/077-staff-shipments.md): a staff member filters All shipments, opens a booking, re-quotes it at
// today's prices, and the customer accepts the revised quote on their booking page; the list in Arabic, right to
// left; axe on the list and the dialog.
import { exampleFclSearch } from '@freightdesk/domain/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptCookies,
  escapeRegExp,
  expectNoSeriousAccessibilityViolations,
  newAccount,
  signIn,
} from './support/account-helpers';
import { launchBrowser, openPage } from './support/browser';
import { isoInDays, registerCustomer } from './support/quote-helpers';
import { type RunningServer, startServer, waitForDemoTariffs } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

const staffDomain = 'forwarder-staff.example';

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    SMTP_URL: smtp.url,
    DEMO_TARIFFS: 'true',
    LOG_LEVEL: 'info',
    INTERNAL_EMAIL_DOMAINS: staffDomain,
  });
  browser = await launchBrowser();
  await waitForDemoTariffs(server);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function api<T>(path: string, { jwt, body }: { jwt?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const login = async (email: string, password: string) =>
  (await api<{ data: { jwt: string } }>('/api/v2/customers/login', { body: { login: email, password } })).data.jwt;

/** The customer's FCL booking Shanghai → Los Angeles (its first rate), made through the API. */
async function bookAsCustomer(jwt: string, reference: string): Promise<{ bookingUuid: string; shipmentId: string }> {
  const created = await api<{ data: { uuid: string } }>('/api/v2/quotes', {
    jwt,
    body: { ...exampleFclSearch, cargoReadyDate: isoInDays(10) },
  });
  type Rate = { uuid: string; includes: { pickup: boolean; delivery: boolean } };
  let rate: Rate | undefined;
  for (let attempt = 0; attempt < 100 && !rate; attempt += 1) {
    const read = await api<{ data: { isCompleted: boolean; rates: Rate[] } }>(
      `/api/v2/quotes/customer/${created.data.uuid}`,
      { jwt },
    );
    if (read.data.isCompleted) rate = read.data.rates[0];
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!rate) throw new Error('the quote has no rate');
  const party = {
    contactName: 'Ana Ruiz',
    companyName: 'Acme Imports',
    taxId: 'B12345674',
    countryIsoCode: 'ES',
    city: 'Madrid',
    address: 'Calle Mayor 1',
    zipCode: '28013',
    phone: '+34 612 345 678',
    email: 'ana@acme.example',
  };
  const booked = await api<{ data: { bookingUuid: string; shipmentId: string } }>(
    `/api/v2/quotes/${created.data.uuid}/rates/${rate.uuid}/bookings`,
    {
      jwt,
      body: {
        commodity: 'regularCargo',
        cargoReadyDate: isoInDays(10),
        customerReferenceId: reference,
        additionalServiceCodes: [],
        insurance: null,
        shipperType: 'known',
        serviceType: 'any',
        comments: 'Keep dry.',
        billingAddress: party,
        pickupAddress: rate.includes.pickup ? party : null,
        deliveryAddress: rate.includes.delivery ? party : null,
        paymentMode: 'card',
      },
    },
  );
  return booked.data;
}

describe('All shipments and the re-quote', () => {
  it(
    'staff filter the shipments, open one, re-quote it; the customer accepts the revised quote',
    { timeout: 240_000 },
    async () => {
      const customer = newAccount('Carmen');
      await registerCustomer(server.baseUrl, smtp, customer, 'en', '+1 305 555 0411');
      const other = newAccount('Otto');
      await registerCustomer(server.baseUrl, smtp, other, 'en', '+1 305 555 0412');
      const staff = { ...newAccount('Sam'), email: `sam.ops.${Date.now()}@${staffDomain}` };
      await registerCustomer(server.baseUrl, smtp, staff, 'en', '+1 305 555 0413');
      const target = await bookAsCustomer(await login(customer.email, customer.password), 'PO-REQUOTE-1');
      const noise = await bookAsCustomer(await login(other.email, other.password), 'PO-OTHER-1');

      const { context, page } = await openPage(browser);
      try {
        await page.goto(`${server.baseUrl}/sign-in`);
        await acceptCookies(page);
        await signIn(page, staff.email, staff.password);
        await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
        await page.goto(`${server.baseUrl}/admin/shipments`);
        await page.getByRole('heading', { level: 1, name: 'All shipments' }).waitFor();
        await page
          .getByRole('rowheader', { name: new RegExp(escapeRegExp(noise.shipmentId)) })
          .waitFor({ timeout: 90_000 });

        // Filter by the customer: only their booking stays, and the filter is in the address.
        await page.getByRole('searchbox', { name: 'Customer' }).fill(customer.email);
        await expect.poll(() => new URL(page.url()).searchParams.get('customer')).toBe(customer.email);
        await expect
          .poll(() => page.getByRole('rowheader', { name: new RegExp(escapeRegExp(noise.shipmentId)) }).count())
          .toBe(0);
        await page.getByRole('rowheader', { name: new RegExp(escapeRegExp(target.shipmentId)) }).waitFor();
        await page.getByLabel('Status').selectOption('R');
        await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('R');
        await page.getByText('Shipments found: 1').waitFor();
        await expectNoSeriousAccessibilityViolations(page);

        // Open it: the booking's page in staff mode.
        await page.getByRole('link', { name: `Open ${target.shipmentId}` }).click();
        await page.waitForURL(new RegExp(`/booking/${target.bookingUuid}$`));
        await page.getByRole('heading', { level: 2, name: 'Staff', exact: true }).waitFor();

        // Re-quote: today's rates; the dearest one picked becomes the revised quote.
        await page.getByRole('button', { name: 'Re-quote', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: `Re-quote ${target.shipmentId}` });
        await dialog.getByText("Today's rates", { exact: true }).waitFor();
        await expectNoSeriousAccessibilityViolations(page);
        const rates = dialog.getByRole('radio');
        expect(await rates.count()).toBeGreaterThan(0);
        await rates.last().check();
        await dialog.getByLabel(/^Reason the customer reads/).fill('Carrier GRI applied this week');
        await dialog.getByRole('button', { name: 'Send the revised quote' }).click();
        await dialog.getByText('The revised quote was sent to the customer.', { exact: false }).waitFor();
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      } finally {
        await context.close();
      }

      // The customer sees before and after among their pending actions and accepts.
      const customerPage = await openPage(browser);
      try {
        const { page } = customerPage;
        await page.goto(`${server.baseUrl}/sign-in`);
        await acceptCookies(page);
        await signIn(page, customer.email, customer.password);
        await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
        await page.goto(`${server.baseUrl}/booking/${target.bookingUuid}?tab=pendingActions`);
        // The machine may be busy: the booking page loads its chunks and details first.
        await page.getByRole('button', { name: 'Review the revised quote' }).click({ timeout: 90_000 });
        const dialog = page.getByRole('dialog', { name: 'Revised quote' });
        await dialog.getByText('Why: Carrier GRI applied this week').waitFor();
        await dialog.getByRole('button', { name: 'Accept the revised quote' }).click();
        await page.getByText('You accepted the revised quote.').waitFor();
      } finally {
        await customerPage.context.close();
      }
      const staffJwt = await login(staff.email, staff.password);
      const details = await api<{
        data: {
          bookingDetails: { revisedQuote: { state: string; after: { total: unknown } }; charges: { total: unknown } };
        };
      }>(`/api/v2/bookings/${target.bookingUuid}/details`, { jwt: staffJwt });
      expect(details.data.bookingDetails.revisedQuote.state).toBe('accepted');
      expect(details.data.bookingDetails.charges.total).toEqual(details.data.bookingDetails.revisedQuote.after.total);
    },
  );

  it('shows All shipments in Arabic, right to left, with its filters and export', { timeout: 120_000 }, async () => {
    // The harbourline brand speaks Arabic (the default brand does not).
    const harbourlineUrl = `http://harbourline.localhost:${server.port}`;
    const staff = { ...newAccount('Rana'), email: `rana.ops.${Date.now()}@${staffDomain}` };
    await registerCustomer(harbourlineUrl, smtp, staff, 'ar', '+1 305 555 0414');
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${harbourlineUrl}/sign-in`);
      await acceptCookies(page);
      await signIn(page, staff.email, staff.password);
      await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
      await page.goto(`${harbourlineUrl}/ar/admin/shipments`);
      await page.getByRole('heading', { level: 1, name: 'جميع الشحنات' }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByRole('button', { name: 'تصدير إلى CSV' }).waitFor();
      await page.getByRole('searchbox', { name: 'العميل' }).waitFor();
      await expectNoSeriousAccessibilityViolations(page);
    } finally {
      await context.close();
    }
  });
});

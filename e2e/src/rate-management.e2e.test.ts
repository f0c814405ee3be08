// Issue 15 part 5 in Chromium (docs/decisions/079-rate-sheets.md): a pricing staff member uploads a small FCL sheet,
// reads its diff, publishes it, and the new price is in the next customer's quote, which the customer opens in the
// browser; the page in English and Arabic on the harbourline brand (it offers Arabic; its brand file here has rate
// management on), at desktop and phone width.
// PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432): the test gives the staff member the
// pricing role in the database while the server runs, as an admin would.
import { exampleFclSearch } from '@freightdesk/domain/testing';
import { rmSync } from 'node:fs';
import pg from 'pg';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCookies, expectNoSeriousAccessibilityViolations, newAccount } from './support/account-helpers';
import { callApi, tokenOf } from './support/brand-api';
import { brandsWithFlags } from './support/brands';
import { launchBrowser, mobileViewport, openPage } from './support/browser';
import { isoInDays, quoteTexts, rateCards, registerCustomer } from './support/quote-helpers';
import { type RunningServer, startServer, waitForDemoTariffs } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const database = `rate_management_e2e_${process.pid}`;
let admin: pg.Client;
let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;
const staff = { ...newAccount('Rates'), email: `rates-${process.pid}@freightdesk.example` };
const customer = newAccount('Buyer');
const harbourline = () => `http://harbourline.localhost:${server.port}`;

// Harbourline speaks Arabic; its operator switches rate management on (the sample brand has no Arabic).
const brands = brandsWithFlags('harbourline', { rateManagement: true });

beforeAll(async () => {
  admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${database}`);
  smtp = await startSmtpSink();
  server = await startServer({
    ...brands,
    SMTP_URL: smtp.url,
    DEMO_TARIFFS: 'true',
    LOG_LEVEL: 'info',
    DATABASE_URL: `${serverUrl}/${database}`,
  });
  browser = await launchBrowser();
  await registerCustomer(harbourline(), smtp, staff, 'en', '+1 305 555 0411');
  await registerCustomer(harbourline(), smtp, customer, 'en', '+1 305 555 0412');
  const db = new pg.Client({ connectionString: `${serverUrl}/${database}` });
  await db.connect();
  await db.query(`update customers set staff_role = 'pricing' where email = $1`, [staff.email]);
  await db.end();
  // The sheet's lane is priced with the rest of the tariffs (ports, carriers, exchange rates): the demo set.
  await waitForDemoTariffs(server);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await admin?.query(`drop database if exists ${database} with (force)`);
  await admin?.end();
  rmSync(brands.BRANDS_DIR!, { recursive: true, force: true });
});

/** The customer's new quote Shanghai → Los Angeles for one DV40, once complete: its id and its Maersk freight lines. */
async function customerQuote(): Promise<{ quoteId: string; maerskRate: string; maerskFreight: number[] }> {
  const token = await tokenOf(harbourline(), customer);
  const created = await callApi(harbourline(), 'POST', '/api/v2/quotes', {
    token,
    body: {
      ...exampleFclSearch,
      cargo: { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 1 }] },
      cargoReadyDate: isoInDays(10),
    },
  });
  expect(created.status).toBe(201);
  const quoteId = created.json.data.uuid as string;
  type Quote = {
    isCompleted: boolean;
    rates: { uuid: string; carrierCode: string; charges: Record<string, { code: string; amountMinor: number }[]> }[];
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const quote = (await callApi(harbourline(), 'GET', `/api/v2/quotes/customer/${quoteId}`, { token })).json
      .data as Quote;
    const maersk = quote.rates.filter((rate) => rate.carrierCode === 'MAEU');
    if (quote.isCompleted)
      return {
        quoteId,
        maerskRate: maersk[0]?.uuid ?? '',
        maerskFreight: maersk
          .flatMap((rate) => rate.charges['freight'] ?? [])
          .filter((charge) => charge.code === 'OFR')
          .map((charge) => charge.amountMinor),
      };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the quote never completed');
}

/** Whether a user sees the control: the element drawn at its centre, scrolled into view, is the control itself. */
const isUncovered = (control: Locator) =>
  control.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });

const sheet = [
  'Carrier,SCAC,Contract,POL,POD,Container Type,Valid From,Valid To,Base Rate,Currency,Transit Days',
  `Maersk,MAEU,E2E-1,CNSHA,USLAX,DV40,${isoInDays(-1)},${isoInDays(200)},1234.56,USD,15`,
  `Maersk,MAEU,E2E-1,CNSHA,USLAX,DV20,${isoInDays(-1)},${isoInDays(200)},987.00,USD,15`,
].join('\n');

describe('rate management', () => {
  it(
    'a pricing staff member uploads an FCL sheet whose new price is in the next customer quote',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await openPage(browser, { viewport: mobileViewport });
      try {
        await context.addCookies([
          { name: 'auth_token', value: await tokenOf(harbourline(), staff), url: harbourline() },
        ]);
        // On a phone, the cookie banner covers half the screen: the page leaves room to scroll its controls above it.
        await page.goto(`${harbourline()}/admin/rate-management`);
        await page.getByRole('heading', { level: 1, name: 'Rate management' }).waitFor({ timeout: 30_000 });
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        await page.getByRole('region', { name: 'We use cookies' }).waitFor();
        const upload = page.getByRole('button', { name: 'Upload and check' });
        expect(await isUncovered(upload)).toBe(true);
        await acceptCookies(page);
        await page.setViewportSize({ width: 1280, height: 900 });

        await page.getByLabel('Rate sheet (CSV or XLSX)').setInputFiles({
          name: 'maersk.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(sheet),
        });
        await upload.click();
        await page.getByText('Ready to publish').first().waitFor({ timeout: 60_000 });
        await page.getByText('No version of this kind is published yet: every lane is new.').waitFor();
        await expectNoSeriousAccessibilityViolations(page);
        const publish = page.getByRole('button', { name: /^Publish version \d+$/ });
        await publish.click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /^Publish version \d+$/ })
          .click();
        await page.getByText(/^Version \d+ is published: new quotes use it\.$/).waitFor({ timeout: 60_000 });

        await page.goto(`${harbourline()}/ar/admin/rate-management`);
        await page.getByRole('heading', { level: 1, name: 'إدارة الأسعار' }).waitFor({ timeout: 30_000 });
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        await page.getByText('منشور').first().waitFor();
        await expectNoSeriousAccessibilityViolations(page);
      } finally {
        await context.close();
      }

      // The customer's next quote prices the lane from the sheet: the Maersk rate's ocean freight is 1,234.56.
      const { quoteId, maerskRate, maerskFreight } = await customerQuote();
      expect(maerskFreight).toEqual([123_456]);
      const reader = await openPage(browser);
      try {
        await reader.context.addCookies([
          { name: 'auth_token', value: await tokenOf(harbourline(), customer), url: harbourline() },
        ]);
        // The results open on the Maersk rate, its detail panel beside the list.
        await reader.page.goto(`${harbourline()}/anonymous-quote/${quoteId}/rate/${maerskRate}`);
        await acceptCookies(reader.page);
        await rateCards(reader.page, quoteTexts('en')).first().waitFor({ timeout: 60_000 });
        await reader.page
          .locator('section[aria-labelledby="rate-detail-title"]')
          .getByText('$1,234.56')
          .first()
          .waitFor({ timeout: 30_000 });
      } finally {
        await reader.context.close();
      }
    },
  );
});

// Issue 15 part 5 in Chromium (docs/decisions/079-rate-sheets.md): a pricing staff member uploads a small FCL sheet,
// reads its diff, publishes it, and the new price is in the next customer's quote; the page in English and Arabic.
// PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432): the test gives the staff member the
// pricing role in the database, as an admin would.
import { exampleFclSearch } from '@freightdesk/domain/testing';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAccessibilityViolations, newAccount } from './support/account-helpers';
import { launchBrowser, openPage } from './support/browser';
import { registerCustomer } from './support/quote-helpers';
import { startServer, type RunningServer } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const database = `rate_management_e2e_${process.pid}`;
let admin: pg.Client;
let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;
const staff = { ...newAccount('Rates'), email: `rates-${process.pid}@freightdesk.example` };
const customer = newAccount('Buyer');
const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function jwtOf(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v2/customers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: account.email, password: account.password }),
  });
  return ((await response.json()) as { data: { jwt: string } }).data.jwt;
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${database}`);
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url, DEMO_TARIFFS: 'true', DATABASE_URL: `${serverUrl}/${database}` });
  browser = await launchBrowser();
  await registerCustomer(server.baseUrl, smtp, staff, 'en', '+1 305 555 0411');
  await registerCustomer(server.baseUrl, smtp, customer, 'en', '+1 305 555 0412');
  const db = new pg.Client({ connectionString: `${serverUrl}/${database}` });
  await db.connect();
  await db.query(`update customers set staff_role = 'pricing' where email = $1`, [staff.email]);
  await db.end();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  await admin?.query(`drop database if exists ${database} with (force)`);
  await admin?.end();
});

/** The Maersk DV40 ocean freight per container in a new quote of the customer, Shanghai → Los Angeles. */
async function customerMaerskFreight(): Promise<number[]> {
  const jwt = await jwtOf(customer);
  const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
  const created = await fetch(`${server.baseUrl}/api/v2/quotes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      ...exampleFclSearch,
      cargo: { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 1 }] },
      cargoReadyDate: isoInDays(10),
    }),
  });
  const quoteId = ((await created.json()) as { data: { uuid: string } }).data.uuid;
  type Quote = {
    isCompleted: boolean;
    rates: { carrierCode: string; charges: Record<string, { code: string; amountMinor: number }[]> }[];
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const read = await fetch(`${server.baseUrl}/api/v2/quotes/customer/${quoteId}`, { headers });
    const quote = ((await read.json()) as { data: Quote }).data;
    if (quote.isCompleted)
      return quote.rates
        .filter((rate) => rate.carrierCode === 'MAEU')
        .flatMap((rate) => rate.charges['freight'] ?? [])
        .filter((charge) => charge.code === 'OFR')
        .map((charge) => charge.amountMinor);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the quote never completed');
}

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
      const { context, page } = await openPage(browser);
      try {
        await context.addCookies([{ name: 'auth_token', value: await jwtOf(staff), url: server.baseUrl }]);
        await page.goto(`${server.baseUrl}/admin/rate-management`);
        await page.getByRole('heading', { level: 1, name: 'Rate management' }).waitFor({ timeout: 30_000 });
        await page.screenshot({ path: '/tmp/rate-management-en.png', fullPage: true });
        await page.getByLabel('Rate sheet (CSV or XLSX)').setInputFiles({
          name: 'maersk.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(sheet),
        });
        await page.getByRole('button', { name: 'Upload and check' }).click();
        await page.getByText('Ready to publish').first().waitFor({ timeout: 60_000 });
        await page.getByText('No version of this kind is published yet: every lane is new.').waitFor();
        await expectNoSeriousAccessibilityViolations(page);
        await page.screenshot({ path: '/tmp/rate-management-version-en.png', fullPage: true });
        const publish = page.getByRole('button', { name: /^Publish version \d+$/ });
        await publish.click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /^Publish version \d+$/ })
          .click();
        await page.getByText(/^Version \d+ is published: new quotes use it\.$/).waitFor({ timeout: 60_000 });

        expect(await customerMaerskFreight()).toContain(123_456);

        await page.goto(`${server.baseUrl}/ar/admin/rate-management`);
        await page.getByRole('heading', { level: 1, name: 'إدارة الأسعار' }).waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        await page.getByText('منشور').first().waitFor();
        await expectNoSeriousAccessibilityViolations(page);
        await page.screenshot({ path: '/tmp/rate-management-ar.png', fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: '/tmp/rate-management-ar-390.png', fullPage: true });
        await page.goto(`${server.baseUrl}/admin/rate-management`);
        await page.getByRole('heading', { level: 1, name: 'Rate management' }).waitFor();
        await page.screenshot({ path: '/tmp/rate-management-en-390.png', fullPage: true });
      } finally {
        await context.close();
      }
    },
  );
});

// Issue 15 part 6 in Chromium against the real server with the demo tariffs (docs/decisions/081-staff-quote-tools.md):
// a pricing staff member opens a customer's quote, reads a rate's internal data, follows "View in rate engine" to the
// tariff row in rate management, customises the rate's margin and shares it; the customer then sees the customised
// price, in English and in Arabic. The brand is harbourline (it offers Arabic), in a copy of the brands with rate
// management switched on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { moneyFormatter, type QuoteView } from '@freightdesk/domain';
import { exampleFclSearch } from '@freightdesk/domain/testing';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/database';
import { customers } from '../../apps/server/src/db/schema';
import { acceptCookies, expectNoSeriousAccessibilityViolations, newAccount, signIn } from './support/account-helpers';
import { callApi } from './support/brand-api';
import { brandsWithFlags } from './support/brands';
import { launchBrowser, openPage } from './support/browser';
import { isoInDays, quoteTexts, rateCards, registerCustomer } from './support/quote-helpers';
import { startServer, type RunningServer } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;
let dataDir: string;
const customer = newAccount('Importer');
const staff = { ...newAccount('Pricer'), email: `pricer-${Date.now()}@freightdesk.example` };
const brands = brandsWithFlags('harbourline', { rateManagement: true });
const env = () => ({ ...brands, SMTP_URL: smtp.url, DEMO_TARIFFS: 'true', LOG_LEVEL: 'info' });
const harbourline = () => `http://harbourline.localhost:${server.port}`;

/** A call to the API on the harbourline brand. */
const api = (method: string, path: string, body?: unknown, token?: string) =>
  callApi(harbourline(), method, path, { body, token });

async function waitForDemoTariffs() {
  const deadline = Date.now() + 180_000;
  while (!/demo tariffs (loaded|already)|tariffs are already/.test(server.output())) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-e2e-staff-'));
  // First run: the demo tariffs, the customer and the staff member (who starts as operations, ADR 072).
  server = await startServer(env(), { dataDir });
  await waitForDemoTariffs();
  await registerCustomer(harbourline(), smtp, customer, 'en', '+1 305 555 0411');
  await registerCustomer(harbourline(), smtp, staff, 'en', '+1 305 555 0412');
  await server.stop();
  // The admin's part: the staff member becomes `pricing` (the role travels in the next token).
  const database = await openDatabase({ dataDir });
  await database.db.update(customers).set({ staffRole: 'pricing' }).where(eq(customers.email, staff.email));
  await database.close();
  server = await startServer(env(), { dataDir });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(brands.BRANDS_DIR!, { recursive: true, force: true });
});

/** The customer's FCL quote Shanghai → Los Angeles, once complete. */
async function customerQuote(token: string): Promise<QuoteView> {
  const created = await api('POST', '/api/v2/quotes', { ...exampleFclSearch, cargoReadyDate: isoInDays(14) }, token);
  expect(created.status).toBe(201);
  const quoteId = created.json.data.uuid as string;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const quote = (await api('GET', `/api/v2/quotes/customer/${quoteId}`, undefined, token)).json.data as QuoteView;
    if (quote.isCompleted && quote.rates.length > 0) return quote;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the quote never completed');
}

async function signedIn(page: Page, account: { email: string; password: string }, prefix = '') {
  await page.goto(`${harbourline()}${prefix}/sign-in`);
  await acceptCookies(page, prefix === '/ar' ? 'ar' : 'en');
  await signIn(page, account.email, account.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
}

describe('customising a quote', () => {
  it(
    'staff customise a rate and share it; the customer sees the new price in English and Arabic',
    { timeout: 240_000 },
    async () => {
      const login = await api('POST', '/api/v2/customers/login', {
        login: customer.email,
        password: customer.password,
      });
      expect(login.status).toBe(200);
      const customerToken = login.json.data.jwt as string;
      const quote = await customerQuote(customerToken);
      const english = quoteTexts('en');

      // Staff open the customer's quote, choose a rate and follow 'Customise quote' from its staff tools.
      const desk = await openPage(browser);
      await signedIn(desk.page, staff);
      await desk.page.goto(`${harbourline()}/quotes/${quote.uuid}`);
      await rateCards(desk.page, english).first().waitFor({ timeout: 60_000 });
      await rateCards(desk.page, english).first().getByRole('button', { pressed: false }).click();
      const tools = desk.page.getByRole('region', { name: 'Staff tools' });
      const rateEngine = tools.getByRole('link', { name: 'View in rate engine' });
      await rateEngine.waitFor();
      const tariffHref = (await rateEngine.getAttribute('href'))!;
      expect(tariffHref).toMatch(/^\/admin\/rate-management\/tariffs\/fclRates\/.+/);
      const tariffId = decodeURIComponent(tariffHref.split('/').at(-1)!);

      // The rate's internal data, beside what the customer sees: the staff's view of the quote says what it holds.
      const staffLogin = await api('POST', '/api/v2/customers/login', { login: staff.email, password: staff.password });
      const staffQuote = (
        await api('GET', `/api/v2/quotes/customer/${quote.uuid}`, undefined, staffLogin.json.data.jwt)
      ).json.data as QuoteView;
      const chosen = staffQuote.rates.find((rate) => rate.internal?.tariffId === tariffId)!;
      const internal = desk.page.getByRole('region', { name: 'Internal data' });
      for (const label of ['Contract number', 'Rate provider', 'Supplier', 'Drayage providers', 'Vessel', 'Voyage'])
        await internal.getByText(label, { exact: true }).waitFor();
      await internal
        .getByText(chosen.internal!.contractNumber ?? '—', { exact: true })
        .first()
        .waitFor();
      await internal.getByText(`fclRates · ${tariffId}`, { exact: true }).waitFor();

      // "View in rate engine" opens that tariff row in rate management.
      await rateEngine.click();
      await desk.page.getByRole('heading', { level: 2, name: `Tariff ${tariffId}` }).waitFor();
      expect(
        await desk.page
          .getByRole('table', { name: `Tariff ${tariffId}` })
          .getByText(tariffId)
          .count(),
      ).toBe(1);
      await desk.page.goto(`${harbourline()}/quotes/${quote.uuid}`);
      await rateCards(desk.page, english).first().waitFor({ timeout: 60_000 });
      await rateCards(desk.page, english).first().getByRole('button', { pressed: false }).click();
      await tools.getByRole('link', { name: 'Customise quote' }).click();
      await desk.page.getByRole('heading', { level: 1, name: 'Customise quote' }).waitFor();

      // +10 % on the first rate's freight group.
      const section = desk.page
        .getByRole('region')
        .filter({ has: desk.page.getByRole('checkbox', { name: 'Customise this rate' }) })
        .first();
      await section.getByRole('checkbox', { name: 'Customise this rate' }).check();
      await section.getByRole('textbox', { name: 'Margin on Freight' }).fill('10');
      const priceCell = section.getByTestId(/^customer-price-/);
      const rateUuid = (await priceCell.getAttribute('data-testid'))!.replace('customer-price-', '');
      const original = quote.rates.find((rate) => rate.uuid === rateUuid)!;
      const freight = original.charges.freight.reduce((sum, line) => sum + line.amountMinor, 0);
      const expectedTotal = original.total.total + Math.round(freight / 10);
      const usd = moneyFormatter(original.total.currency, 'en');
      await expect.poll(() => priceCell.textContent()).toBe(usd(expectedTotal));
      await expectNoSeriousAccessibilityViolations(desk.page);
      await desk.page.getByRole('button', { name: 'Save customised prices' }).click();
      await desk.page.getByText('Saved. The customer now sees the customised prices.').waitFor();

      // Share with the quote's owner (their address is offered).
      expect(await desk.page.getByRole('textbox', { name: 'E-mail addresses' }).inputValue()).toBe(customer.email);
      await desk.page.getByRole('button', { name: 'Share', exact: true }).click();
      await desk.page.getByText(`Shared with ${customer.email}.`).waitFor();
      await smtp.waitForMail(customer.email, (mail) => mail.text.includes(`/quotes/${quote.uuid}`));

      // The same tools in Arabic, right to left, their link kept in Arabic.
      const arabic = quoteTexts('ar');
      await desk.page.goto(`${harbourline()}/ar/quotes/${quote.uuid}`);
      await rateCards(desk.page, arabic).first().waitFor({ timeout: 60_000 });
      expect(await desk.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await rateCards(desk.page, arabic).first().getByRole('button', { pressed: false }).click();
      const arabicTools = desk.page.getByRole('region', { name: 'أدوات الموظفين' });
      const arabicLink = arabicTools.getByRole('link', { name: 'عرض في محرك الأسعار' });
      await arabicLink.waitFor();
      expect(await arabicLink.getAttribute('href')).toMatch(/^\/ar\/admin\/rate-management\/tariffs\/fclRates\/.+/);
      await desk.page.getByRole('region', { name: 'البيانات الداخلية' }).waitFor();
      await expectNoSeriousAccessibilityViolations(desk.page);
      // Customising in Arabic: each charge line is named in Arabic, its code beside it (ADR 091).
      await arabicTools.getByRole('link', { name: 'تخصيص عرض السعر' }).click();
      await desk.page.getByRole('rowheader', { name: 'شحن بحري DV40 (OFR)', exact: true }).first().waitFor();
      expect(await desk.page.getByRole('rowheader', { name: /Ocean freight/ }).count()).toBe(0);
      await desk.context.close();

      // The customer reads the quote: the customised price, in English, then in Arabic.
      const reader = await openPage(browser);
      await signedIn(reader.page, customer);
      // The results opened on the customised rate (its detail panel beside the list).
      const detail = reader.page.locator('section[aria-labelledby="rate-detail-title"]');
      await reader.page.goto(`${harbourline()}/anonymous-quote/${quote.uuid}/rate/${rateUuid}`);
      await rateCards(reader.page, english).first().waitFor({ timeout: 60_000 });
      await detail.getByText(usd(expectedTotal), { exact: true }).first().waitFor();
      expect(await detail.getByText(usd(original.total.total), { exact: true }).count()).toBe(0);
      expect(await reader.page.getByRole('region', { name: 'Staff tools' }).count()).toBe(0);
      await expectNoSeriousAccessibilityViolations(reader.page);

      await reader.page.goto(`${harbourline()}/ar/anonymous-quote/${quote.uuid}/rate/${rateUuid}`);
      await rateCards(reader.page, quoteTexts('ar')).first().waitFor({ timeout: 60_000 });
      expect(await reader.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const inArabic = moneyFormatter(original.total.currency, 'ar');
      await detail.getByText(inArabic(expectedTotal), { exact: true }).first().waitFor();
      expect(await detail.getByText(inArabic(original.total.total), { exact: true }).count()).toBe(0);
      await reader.context.close();
    },
  );
});

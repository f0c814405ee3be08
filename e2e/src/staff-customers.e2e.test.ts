// Issue 15 parts 2 and 7 in Chromium (docs/product/staff.md#impersonation, ADR 075): a staff member finds a customer
// in All customers by typing part of the name, opens the customer page and impersonates them (the warning banner, the
// customer's language); ending the session returns to All customers in the staff member's language, and the customer's
// audit trail shows both ends. Staff in English with an Arabic customer, then the other way round, on the harbourline
// brand (it offers Arabic). axe on the list, the customer page and the page seen while impersonating.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptCookies,
  escapeRegExp,
  expectNoSeriousAccessibilityViolations,
  fieldLabelled,
  newAccount,
  signIn,
} from './support/account-helpers';
import { launchBrowser, openPage } from './support/browser';
import { localeTexts, text } from './support/locale-texts';
import { filled, registerCustomer } from './support/quote-helpers';
import { startServer, type RunningServer } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;
const harbourline = () => `http://harbourline.localhost:${server.port}`;
let phone = 600;
const nextPhoneNumber = () => `+1 305 555 0${(phone += 1)}`;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const prefixOf = (language: string) => (language === 'en' ? '' : `/${language}`);

/** The texts of the console and the shell a journey reads, in one language. */
function textsIn(language: string) {
  const customers = localeTexts(language, 'staffCustomers');
  const console = localeTexts(language, 'staffConsole');
  const shell = localeTexts(language, 'shell');
  return {
    customers: (key: string) => text(customers, key),
    pageTitle: (pathId: string) => text(console, `pages.${pathId}.title`),
    shell: (key: string, values: Record<string, string> = {}) => filled(text(shell, key), values),
  };
}

async function expectOneHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 30_000 });
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
}

const journeys = [
  { staffLanguage: 'en', customerLanguage: 'ar', customerName: 'Zenobia' },
  { staffLanguage: 'ar', customerLanguage: 'en', customerName: 'Octavia' },
] as const;

describe('All customers and impersonation', () => {
  for (const { staffLanguage, customerLanguage, customerName } of journeys) {
    it(
      `staff (${staffLanguage}) find a customer (${customerLanguage}), act as them and come back`,
      { timeout: 120_000 },
      async () => {
        const staff = { ...newAccount('Desk'), email: `desk.${staffLanguage}.${Date.now()}@freightdesk.example` };
        const customer = newAccount(customerName);
        await registerCustomer(harbourline(), smtp, staff, staffLanguage, nextPhoneNumber());
        await registerCustomer(harbourline(), smtp, customer, customerLanguage, nextPhoneNumber());
        const mine = textsIn(staffLanguage);
        const theirs = textsIn(customerLanguage);
        const staffPrefix = prefixOf(staffLanguage);

        const { context, page } = await openPage(browser);
        try {
          // Signed in as a user does (the app keeps the token in the brand's cookie, which impersonation replaces).
          await page.goto(`${harbourline()}/sign-in`);
          await fieldLabelled(page, 'Email').waitFor({ timeout: 60_000 });
          await acceptCookies(page);
          await signIn(page, staff.email, staff.password);
          await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
          await page.goto(`${harbourline()}${staffPrefix}/admin/customers`);
          await expectOneHeading(page, mine.pageTitle('adminCustomers'));
          expect(await page.locator('html').getAttribute('dir')).toBe(staffLanguage === 'ar' ? 'rtl' : 'ltr');

          // Part of the name, typed: the list answers while typing.
          const search = page.getByRole('searchbox', { name: mine.customers('list.searchLabel') });
          await search.pressSequentially(customerName.slice(0, 5).toLowerCase(), { delay: 40 });
          const link = page.getByRole('link', { name: new RegExp(`^${escapeRegExp(customerName)}\\b`) });
          await link.waitFor({ timeout: 30_000 });
          await expect.poll(() => page.getByRole('link', { name: /^Desk\b/ }).count()).toBe(0);
          await expectNoSeriousAccessibilityViolations(page);
          await link.click();

          await expectOneHeading(page, mine.pageTitle('adminCustomer'));
          await page
            .getByRole('heading', { level: 2, name: new RegExp(`^${escapeRegExp(customerName)}\\b`) })
            .waitFor();
          await page.getByText(mine.customers('customer.noAudit')).waitFor();
          await expectNoSeriousAccessibilityViolations(page);
          await page.getByRole('button', { name: mine.customers('customer.impersonate'), exact: true }).click();

          // Acting as the customer: their language, and the warning while it lasts.
          await expect
            .poll(() => page.locator('html').getAttribute('lang'), { timeout: 30_000 })
            .toBe(customerLanguage);
          const warning = page.getByRole('status').filter({ hasText: customer.email });
          await warning.waitFor({ timeout: 30_000 });
          for (const part of theirs.shell('impersonation.banner', { customer: '\n' }).split('\n'))
            expect(await warning.textContent()).toContain(part.trim());
          await expectNoSeriousAccessibilityViolations(page);

          await page.getByRole('button', { name: theirs.shell('topBar.endSession'), exact: true }).click();
          // English may carry its prefix here (`/en/…`): the language is named because it changes.
          await page.waitForURL((url) => url.pathname.replace(/^\/en\//, '/') === `${staffPrefix}/admin/customers`, {
            timeout: 30_000,
          });
          await expectOneHeading(page, mine.pageTitle('adminCustomers'));
          expect(await page.locator('html').getAttribute('lang')).toBe(staffLanguage);
          expect(await page.getByRole('status').filter({ hasText: customer.email }).count()).toBe(0);

          // Both ends in the customer's audit trail, named in the staff member's language.
          await page.getByRole('searchbox', { name: mine.customers('list.searchLabel') }).fill(customer.email);
          await link.click();
          const audit = page.getByRole('table', { name: mine.customers('customer.audit') });
          await audit.waitFor({ timeout: 30_000 });
          for (const action of ['impersonation_start', 'impersonation_end']) {
            const row = audit.getByRole('row', { name: new RegExp(escapeRegExp(mine.customers(`audit.${action}`))) });
            await row.waitFor();
            expect(await row.textContent()).toContain(staff.email);
          }
          await expectNoSeriousAccessibilityViolations(page);
        } finally {
          await context.close();
        }
      },
    );
  }
});

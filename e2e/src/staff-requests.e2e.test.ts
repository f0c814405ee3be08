// Issue 15 part 4 in Chromium (ADR 078): a visitor sends a custom quote request, staff open it in the
// requests inbox, assign it to themselves and answer with a priced offer; the visitor opens the quote from
// the mailed link and sees the offered price. In English and in Arabic on the harbourline brand (it offers Arabic,
// the sample brand does not). axe runs on the console's screens.
import { exampleFclSearch } from '@freightdesk/domain/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeRegExp, expectNoSeriousAccessibilityViolations, newAccount } from './support/account-helpers';
import { callApi, tokenOf } from './support/brand-api';
import { launchBrowser, openPage } from './support/browser';
import { localeTexts, text } from './support/locale-texts';
import { filled, labelled, registerCustomer } from './support/quote-helpers';
import { startServer, type RunningServer } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;
let staffJwt: string;
/** A staff member (the company's e-mail domain: operations, who may answer requests). */
const staff = { ...newAccount('Omar'), email: `desk.${Date.now()}@freightdesk.example` };
const harbourline = () => `http://harbourline.localhost:${server.port}`;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
  await registerCustomer(harbourline(), smtp, staff, 'en', '+1 305 555 0199');
  staffJwt = await tokenOf(harbourline(), staff);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const journeys = [
  { language: 'en', prefix: '', name: 'Grace Hopper', email: 'grace@harbour.example' },
  { language: 'ar', prefix: '/ar', name: 'Layla Nasser', email: 'layla@gulf.example' },
] as const;

describe('the requests inbox', () => {
  for (const journey of journeys) {
    it(`answers with a priced offer the visitor opens from the mail (${journey.language})`, async () => {
      const texts = localeTexts(journey.language, 'staffRequests');
      const say = (key: string, values: Record<string, string> = {}) => filled(text(texts, key), values);
      const field = (key: string, values: Record<string, string> = {}) => page.getByLabel(labelled(say(key, values)));
      // The visitor's request (the custom-quote page's call), on the harbourline brand.
      const sentRequest = await callApi(harbourline(), 'POST', '/api/v2/custom-requests/quote', {
        body: {
          search: { ...exampleFclSearch, cargoReadyDate: inDays(10) },
          contact: { name: journey.name, email: journey.email },
          comments: 'Two containers every month.',
          language: journey.language,
        },
      });
      expect(sentRequest.status).toBe(201);

      const { context, page } = await openPage(browser);
      await context.addCookies([{ name: 'auth_token', value: staffJwt, url: harbourline() }]);
      await page.goto(`${harbourline()}${journey.prefix}/admin/requests`);
      const row = page.getByRole('link', { name: journey.name });
      await row.waitFor({ timeout: 30_000 });
      expect(await page.locator('html').getAttribute('dir')).toBe(journey.language === 'ar' ? 'rtl' : 'ltr');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expectNoSeriousAccessibilityViolations(page);
      await row.click();

      await page.getByRole('heading', { level: 2, name: journey.name }).waitFor();
      await page.getByRole('button', { name: say('request.assignToMe') }).click();
      await page.getByText(say('status.in_progress'), { exact: true }).first().waitFor();
      await field('answer.withOffer').check();
      await field('offer.carrier').fill('Maersk');
      await field('offer.validUntil').fill(inDays(20));
      await field('offer.chargeName').fill('Ocean freight');
      await field('offer.amount', { currency: 'USD' }).fill('2750.50');
      await field('answer.message').fill('We found space on a direct sailing.');
      await expectNoSeriousAccessibilityViolations(page);
      await page.getByRole('button', { name: say('answer.sendWithOffer') }).click();
      await page.getByText(say('answer.sent', { email: journey.email })).waitFor();
      await context.close();

      const mail = await smtp.waitForMail(journey.email, (candidate) => /\/quotes\/[0-9a-f-]{36}/.test(candidate.text));
      // The link opens the quote in the request's language (the page's address names it).
      const link = new RegExp(`https?://[^/\\s]+(${escapeRegExp(journey.prefix)}/quotes/[0-9a-f-]{36})`).exec(
        mail.text,
      )?.[1];
      expect(link).toBeDefined();

      const visitor = await openPage(browser);
      await visitor.page.goto(`${harbourline()}${link}`);
      await visitor.page
        .getByText(/2,750\.50|٢٬٧٥٠٫٥٠|2750\.50/)
        .first()
        .waitFor({ timeout: 30_000 });
      await visitor.context.close();
    }, 120_000);
  }
});

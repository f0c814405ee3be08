// Issue 15 part 4 in Chromium (ADR 078): a visitor sends a custom quote request, staff open it in the
// requests inbox, assign it to themselves and answer with a priced offer; the visitor opens the quote from
// the mailed link and sees the offered price. In English and in Arabic. axe runs on the console's screens.
import { exampleFclSearch } from '@freightdesk/domain/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAccessibilityViolations } from './support/account-helpers';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;
let staffJwt: string;

const staffEmail = 'desk@freightdesk.example';

async function api(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A staff member (the company's e-mail domain), signed up and verified with the mailed code. */
async function registerStaff(): Promise<string> {
  const registered = await api('/api/v2/customers/register', {
    contactName: 'Omar',
    contactSurname: 'Haddad',
    password: 'Cargo-2026',
    email: staffEmail,
    phoneNumber: '+1 305 555 0199',
    city: 'Miami',
    countryIsoCode: 'US',
    type: 'CUSTOMER',
    isCompany: true,
    movingsCompany: false,
    commercialName: 'Freightdesk',
    backendBranch: 'US',
    languageCode: 'en',
    receiveNewsletter: false,
  });
  expect(registered.status).toBe(202);
  const mail = await smtp.waitForMail(staffEmail, (candidate) => /\b\d{4,8}\b/.test(candidate.text));
  const code = /\b(\d{4,8})\b/.exec(mail.text)![1];
  const validated = await api('/api/v2/customers/validate-email', { email: staffEmail, code });
  return (validated.body['data'] as { jwt: string }).jwt;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url });
  browser = await launchBrowser();
  staffJwt = await registerStaff();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const inTenDays = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

const journeys = [
  {
    language: 'en',
    prefix: '',
    name: 'Grace Hopper',
    email: 'grace@harbour.example',
    texts: {
      assignToMe: 'Assign to me',
      withOffer: 'Add a priced offer (it becomes a quote the customer can book)',
      carrier: 'Carrier',
      validUntil: 'Valid until',
      chargeName: 'Charge',
      amount: 'Amount (USD)',
      message: 'Message',
      send: 'Send answer with the offer',
      sent: 'The answer was sent to grace@harbour.example.',
      inProgress: 'In progress',
    },
    subject: /Your quote is ready/,
  },
  {
    language: 'ar',
    prefix: '/ar',
    name: 'Layla Nasser',
    email: 'layla@gulf.example',
    texts: {
      assignToMe: 'إسناده إليّ',
      withOffer: 'إضافة عرض مسعّر (يصبح عرض سعر يمكن للعميل حجزه)',
      carrier: 'الناقل',
      validUntil: 'صالح حتى',
      chargeName: 'الرسم',
      amount: 'المبلغ (USD)',
      message: 'الرسالة',
      send: 'إرسال الرد مع العرض',
      sent: 'أُرسل الرد إلى layla@gulf.example.',
      inProgress: 'قيد المعالجة',
    },
    subject: /عرض السعر الخاص بك جاهز/,
  },
] as const;

describe('the requests inbox', () => {
  for (const journey of journeys) {
    it(`answers with a priced offer the visitor opens from the mail (${journey.language})`, async () => {
      // The visitor's request (the custom-quote page's call).
      const sentRequest = await api('/api/v2/custom-requests/quote', {
        search: { ...exampleFclSearch, cargoReadyDate: inTenDays() },
        contact: { name: journey.name, email: journey.email },
        comments: 'Two containers every month.',
        language: journey.language,
      });
      expect(sentRequest.status).toBe(201);

      const { context, page } = await openPage(browser);
      await context.addCookies([{ name: 'auth_token', value: staffJwt, url: server.baseUrl }]);
      await page.goto(`${server.baseUrl}${journey.prefix}/admin/requests`);
      const row = page.getByRole('link', { name: journey.name });
      await row.waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(journey.language === 'ar' ? 'rtl' : 'ltr');
      await expectNoSeriousAccessibilityViolations(page);
      await row.click();

      await page.getByRole('button', { name: journey.texts.assignToMe }).click();
      await page.getByText(journey.texts.inProgress, { exact: true }).first().waitFor();
      await page.getByLabel(journey.texts.withOffer).check();
      await page.getByLabel(journey.texts.carrier, { exact: true }).fill('Maersk');
      await page
        .getByLabel(journey.texts.validUntil)
        .fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
      await page.getByLabel(journey.texts.chargeName, { exact: true }).fill('Ocean freight');
      await page.getByLabel(journey.texts.amount).fill('2750.50');
      await page.getByLabel(journey.texts.message, { exact: true }).fill('We found space on a direct sailing.');
      await expectNoSeriousAccessibilityViolations(page);
      await page.getByRole('button', { name: journey.texts.send }).click();
      await page.getByText(journey.texts.sent).waitFor();
      await context.close();

      const mail = await smtp.waitForMail(journey.email, (candidate) => journey.subject.test(candidate.subject));
      const link = new RegExp(`${server.baseUrl.replace(/[.]/g, '\\.')}(${journey.prefix}/quotes/[0-9a-f-]{36})`).exec(
        mail.text,
      )?.[1];
      expect(link).toBeDefined();

      const visitor = await openPage(browser);
      await visitor.page.goto(`${server.baseUrl}${link}`);
      await visitor.page
        .getByText(/2,750\.50|٢٬٧٥٠٫٥٠|2750\.50/)
        .first()
        .waitFor({ timeout: 30_000 });
      await visitor.context.close();
    }, 120_000);
  }
});

// Issue 14 part 9, one customer's booking from sign-up to a paid shipment, in Chromium against the real server, in
// English and in Arabic (docs/product/booking.md; ADRs 063, 065, 066, 067, 069, 070, 072): sign up, quote, book
// with addresses and the wire payment (each mode's fee shown first), upload a packing list; a staff member records
// the departure in the booking page's staff mode; the customer sees it on the Tracking tab and in the mailbox (a
// real SMTP sink); pays what is due by card instead of wiring it, through the Stripe stand-in (PAYMENT_STANDINS,
// ADRs 065, 083); My bookings filtered by status shows the booking. axe runs on every page the customer and the staff
// member visit.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exampleFclSearch } from '@freightdesk/domain/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptCookies,
  escapeRegExp,
  expectNoSeriousAccessibilityViolations,
  greeting,
  newAccount,
  signUpAsBusiness,
  verifyWithMailedCode,
} from './support/account-helpers';
import { launchBrowser, openPage } from './support/browser';
import { floatingButtonsOverPageEnd } from './support/page-helpers';
import { localeTexts, text } from './support/locale-texts';
import { filled, isoInDays, labelled } from './support/quote-helpers';
import { type RunningServer, startServer, waitForDemoTariffs } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    SMTP_URL: smtp.url,
    DEMO_TARIFFS: 'true',
    PAYMENT_STANDINS: 'true',
    LOG_LEVEL: 'info',
  });
  browser = await launchBrowser();
  // The demo tariffs load in the background after start; on a busy two-core machine that takes minutes.
  await waitForDemoTariffs(server, 400_000);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** The texts a language's journey reads. */
function journeyTexts(language: string) {
  const of = (area: string) => {
    const texts = localeTexts(language, area);
    return (key: string, values: Record<string, string | number> = {}) => filled(text(texts, key), values);
  };
  return {
    flow: of('bookingFlow'),
    details: of('bookingDetails'),
    bookings: of('bookings'),
    myBookings: of('myBookings'),
    emails: of('emails'),
    charges: of('charges'),
    notices: of('notices'),
    shell: of('shell'),
  };
}

const authTokenOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'auth_token')?.value ?? '';

/** A call of the API from the page (the brands' host names resolve only inside the browser), as `fetch` answers. */
async function fetchInPage(
  page: Page,
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: string },
) {
  const answer = await page.evaluate(
    async ({ url, init }) => {
      const response = await fetch(url, init);
      return { status: response.status, body: await response.text() };
    },
    { url, init },
  );
  return {
    status: answer.status,
    text: async () => answer.body,
    json: async () => JSON.parse(answer.body) as unknown,
  };
}

/** An account of the page's brand registered and verified through the API (the staff member's, in English). */
async function registerInPage(
  page: Page,
  account: { firstName: string; email: string; password: string },
  phone: string,
) {
  const headers = { 'content-type': 'application/json' };
  const registration = await fetchInPage(page, '/api/v2/customers/register', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      contactName: account.firstName,
      contactSurname: 'Staff',
      password: account.password,
      email: account.email,
      phoneNumber: phone,
      city: 'Miami',
      countryIsoCode: 'US',
      type: 'CUSTOMER',
      isCompany: true,
      movingsCompany: false,
      commercialName: `${account.firstName} Operations`,
      backendBranch: 'US',
      languageCode: 'en',
      receiveNewsletter: false,
    }),
  });
  if (registration.status !== 202) throw new Error(`register ${registration.status}: ${await registration.text()}`);
  const mail = await smtp.waitForMail(account.email, (candidate) => /\b\d{4,8}\b/.test(candidate.text));
  const code = /\b(\d{4,8})\b/.exec(mail.text)![1];
  const validation = await fetchInPage(page, '/api/v2/customers/validate-email', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: account.email, code }),
  });
  if (validation.status !== 200) throw new Error(`validate-email ${validation.status}: ${await validation.text()}`);
}

/** The customer's FCL quote Shanghai → Los Angeles (made with their session), once complete, and its first rate. */
async function customerQuote(page: Page, token: string): Promise<{ quoteId: string; rateUuid: string }> {
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
  };
  const created = await fetchInPage(page, `/api/v2/quotes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      ...exampleFclSearch,
      cargoReadyDate: isoInDays(14),
    }),
  });
  if (created.status !== 201) throw new Error(`quote ${created.status}: ${await created.text()}`);
  const quoteId = ((await created.json()) as { data: { uuid: string } }).data.uuid;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const read = await fetchInPage(page, `/api/v2/quotes/customer/${quoteId}`, {
      headers,
    });
    const quote = (
      (await read.json()) as {
        data: { isCompleted: boolean; rates: { uuid: string }[] };
      }
    ).data;
    if (quote.isCompleted && quote.rates[0]) return { quoteId, rateUuid: quote.rates[0].uuid };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the quote never completed');
}

const journeys = [
  {
    language: 'en',
    host: () => `http://127.0.0.1:${server.port}`,
    prefix: '',
    phone: '+1 305 555 0271',
  },
  {
    language: 'ar',
    host: () => `http://harbourline.localhost:${server.port}`,
    prefix: '/ar',
    phone: '+1 305 555 0272',
  },
];

describe.each(journeys)(
  'a booking from sign-up to a paid shipment ($language)',
  ({ language, host, prefix, phone }) => {
    it('books, uploads, is tracked by staff, mailed, paid by card and listed', { timeout: 420_000 }, async () => {
      const texts = journeyTexts(language);
      const origin = host();
      const customer = newAccount(language === 'ar' ? 'Omar' : 'Nadia');
      const { context, page } = await openPage(browser);
      let staffContext: BrowserContext | undefined;
      try {
        // Sign up in the customer's language, with the code from the mailbox.
        await page.goto(`${origin}${prefix}/sign-up`);
        await acceptCookies(page, language);
        await expectNoSeriousAccessibilityViolations(page);
        await signUpAsBusiness(page, customer, language, phone);
        await verifyWithMailedCode(page, smtp, customer, language);
        await expect.poll(() => greeting(page).textContent(), { timeout: 30_000 }).toContain(customer.firstName);
        await expectNoSeriousAccessibilityViolations(page);

        // A quote, then its rate's page.
        const token = await authTokenOf(context);
        const { quoteId, rateUuid } = await customerQuote(page, token);
        await page.goto(`${origin}${prefix}/quote/${quoteId}/rate/${rateUuid}`);
        await page
          .getByRole('heading', {
            level: 1,
            name: texts.flow('rate.pageTitle'),
          })
          .waitFor();
        expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await expectNoSeriousAccessibilityViolations(page);
        await page.getByRole('button', { name: texts.flow('rate.book'), exact: true }).click();

        const step = (name: string) =>
          page.getByRole('heading', {
            level: 2,
            name: texts.flow(`steps.${name}`),
          });
        const next = () =>
          page
            .getByRole('button', {
              name: texts.flow('layout.next'),
              exact: true,
            })
            .click();
        await step('services').waitFor();
        await expectNoSeriousAccessibilityViolations(page);
        await next();
        // No optional service chosen: the flow asks once whether to go on without.
        const withoutServices = page.getByRole('dialog', {
          name: texts.flow('servicesConfirmation.optional.title'),
        });
        await withoutServices.waitFor();
        await expectNoSeriousAccessibilityViolations(page);
        await withoutServices
          .getByRole('button', {
            name: texts.flow('servicesConfirmation.continue'),
            exact: true,
          })
          .click();

        await step('shipment').waitFor();
        await page.getByLabel(labelled(texts.flow('shipment.customerReference'))).fill('PO-JOURNEY-1');
        await page
          .getByRole('radio', {
            name: texts.bookings('shipperType.known'),
            exact: true,
          })
          .check();
        await page
          .getByRole('radio', {
            name: texts.bookings('serviceType.any'),
            exact: true,
          })
          .check();
        await page.getByLabel(labelled(texts.flow('shipment.comments'))).fill('Keep dry.');
        await expectNoSeriousAccessibilityViolations(page);
        await next();

        await step('billing').waitFor();
        const field = (key: string) =>
          page.getByLabel(labelled(texts.flow(`address.${key}`)), {
            exact: true,
          });
        await field('countryIsoCode').selectOption('US');
        // The phone's country is the account's (its number is a US one), not an empty choice.
        expect(await field('phoneCountry').inputValue()).toBe('US');
        await field('address').fill('100 Biscayne Blvd');
        await field('city').fill('Miami');
        await field('zipCode').fill('33132');
        await field('taxId').fill('12-3456789');
        await expectNoSeriousAccessibilityViolations(page);
        await next();

        // Every mode the customer can use, with its fee for this booking's total.
        await step('payment').waitFor();
        const wire = page.getByRole('radio', {
          name: new RegExp(`^${escapeRegExp(texts.flow('payment.mode.wire.title'))}`),
        });
        await wire.waitFor();
        // "Fee $25.00 · you pay $…" under the wire transfer (the brand's own fee, on this booking's total).
        const feePattern = templatePattern(texts.flow('payment.fee', { fee: '{{fee}}', total: '{{total}}' }));
        expect(await wire.evaluate((input) => input.closest('label')?.textContent ?? '')).toMatch(
          new RegExp(feePattern),
        );
        const card = page.getByRole('radio', {
          name: new RegExp(`^${escapeRegExp(texts.flow('payment.mode.card.title'))}`),
        });
        expect(await card.count()).toBe(1);
        await expectNoSeriousAccessibilityViolations(page);
        await wire.check();
        await next();

        await step('review').waitFor();
        await expectNoSeriousAccessibilityViolations(page);
        const booked = page.waitForResponse((response) => /\/bookings$/.test(new URL(response.url()).pathname));
        await page
          .getByRole('button', {
            name: texts.flow('review.confirm'),
            exact: true,
          })
          .click();
        const answer = await booked;
        expect(answer.status()).toBe(201);
        const { bookingUuid, shipmentId } = (
          (await answer.json()) as {
            data: { bookingUuid: string; shipmentId: string };
          }
        ).data;
        await page
          .getByRole('heading', {
            level: 1,
            name: texts.flow('received.title'),
          })
          .waitFor();
        // The wire transfer's bank details and reference come with the page.
        await page.getByText(texts.flow('received.wire.reference')).first().waitFor();
        await expectNoSeriousAccessibilityViolations(page);

        // The summary names the booked charges in the journey's language (ADR 091): ocean freight, terminal handling.
        await page.getByRole('link', { name: texts.flow('received.details') }).click();
        const charges = page.getByRole('region', { name: texts.details('summary.chargesCaption') });
        const chargeRow = (name: string, code: string) =>
          charges.getByRole('rowheader', { name: `${name} DV40 (${code})`, exact: true });
        await chargeRow(texts.charges('label.oceanFreight'), 'OFR').waitFor();
        expect(await chargeRow(texts.charges('code.THC'), 'THC').count()).toBeGreaterThan(0);
        // On a phone, scrolled to its end, the summary's last section is clear of the floating back-to-top and
        // WhatsApp buttons (the shell keeps room below the page for them).
        const lastSection = page.getByRole('region', { name: texts.details('summary.paymentsTitle') });
        const floatingButtons = [
          page.getByRole('button', { name: texts.notices('backToTop') }),
          page.getByRole('link', { name: texts.shell('whatsapp.label') }),
        ];
        expect(await floatingButtonsOverPageEnd(page, lastSection, floatingButtons)).toBe(0);

        // A packing list from the Pending Actions tab.
        const tab = (key: string) =>
          page.getByRole('tab', {
            name: new RegExp(`^${escapeRegExp(texts.details(`tabs.${key}`))}`),
          });
        await tab('pendingActions').click();
        await expectNoSeriousAccessibilityViolations(page);
        const uploadTitle = texts.bookings('pendingAction.uploadDocuments');
        await page
          .getByRole('button', {
            name: `${texts.details('actions.show')}: ${uploadTitle}`,
          })
          .click();
        const upload = page.getByRole('form', { name: uploadTitle });
        await upload.getByLabel(labelled(texts.details('actions.upload.type'))).selectOption('PackingList');
        const packingList = join(server.dataDir, 'packing-list.pdf');
        writeFileSync(packingList, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
        await upload.locator('input[type="file"]').setInputFiles(packingList);
        await upload
          .getByRole('button', {
            name: texts.details('actions.upload.submit'),
            exact: true,
          })
          .click();
        await page
          .getByText(
            texts.details('actions.upload.done', {
              name: 'packing-list.pdf',
            }),
          )
          .waitFor();
        // The booking is read again: the action turns complete (its button outlined) before the page is still.
        await page
          .getByRole('listitem', { name: uploadTitle })
          .getByText(texts.bookings('pendingActionState.complete'), { exact: true })
          .waitFor();
        await expectNoSeriousAccessibilityViolations(page);

        // A staff member of the brand (operations by default, ADR 072) records the departure in the staff mode.
        const staff = newAccount('Ops');
        staff.email = staff.email.replace('@shipper.example', '@freightdesk.example');
        const staffPage = await (async () => {
          const opened = await openPage(browser);
          staffContext = opened.context;
          return opened.page;
        })();
        await staffPage.goto(`${origin}/sign-in`);
        await acceptCookies(staffPage);
        await registerInPage(staffPage, staff, language === 'ar' ? '+1 305 555 0282' : '+1 305 555 0281');
        await staffPage.getByLabel(labelled('Email')).fill(staff.email);
        await staffPage.getByLabel(labelled('Password')).fill(staff.password);
        await staffPage.getByRole('button', { name: 'Log in', exact: true }).click();
        // Signed in once the session cookie is set and the sign-in page is left (it has a heading of its own, so a
        // heading says nothing): leaving earlier would abort the sign-in.
        await staffPage.waitForURL((url) => !url.pathname.endsWith('/sign-in'), { timeout: 30_000 });
        await expect
          .poll(async () => (await authTokenOf(staffContext!)).length, {
            timeout: 30_000,
          })
          .toBeGreaterThan(0);
        await staffPage.goto(`${origin}/booking/${bookingUuid}`);
        const milestoneForm = staffPage.getByRole('form', {
          name: 'Record a milestone',
        });
        await milestoneForm.waitFor().catch(async (error: unknown) => {
          await staffPage.screenshot({
            path: `/tmp/booking-e2e-staff-${language}.png`,
            fullPage: true,
          });
          console.log('DIAG staff page', staffPage.url(), (await staffPage.innerText('body')).slice(0, 3000));
          throw error;
        });
        await expectNoSeriousAccessibilityViolations(staffPage);
        const departed = journeyTexts('en').bookings('milestone.departed');
        await milestoneForm.getByLabel(labelled('Milestone')).selectOption({ label: departed });
        await milestoneForm.getByLabel(labelled('Kind of date')).selectOption('ACT');
        await milestoneForm.getByLabel(labelled('Date')).fill(isoInDays(0));
        await milestoneForm.getByLabel(labelled('Location')).fill('Shanghai');
        await milestoneForm.getByRole('button', { name: 'Record', exact: true }).click();
        await staffPage.getByText('The milestone was recorded.').waitFor();

        // The customer sees it on the Tracking tab and in the mailbox, in their language.
        const milestoneName = texts.bookings('milestone.departed');
        const mail = await smtp.waitForMail(customer.email, (candidate) =>
          candidate.subject.includes(
            texts.emails('milestoneRecorded.subject', {
              milestone: milestoneName,
              shipmentId,
            }),
          ),
        );
        expect(mail.text).toContain(shipmentId);
        await page.reload();
        await tab('tracking').click();
        const departedStep = page.getByRole('listitem').filter({ hasText: milestoneName });
        await departedStep.getByText(texts.details('tracking.location', { location: 'Shanghai' })).waitFor();
        await expectNoSeriousAccessibilityViolations(page);

        // Rather than wire the money, the customer pays what is due by card from the Pending Actions tab (ADR 083),
        // on the Stripe stand-in's checkout page, and comes back to the booking in their language.
        await tab('pendingActions').click();
        const wireTitle = texts.bookings('pendingAction.completeWirePayment');
        await page
          .getByRole('button', {
            name: `${texts.details('actions.show')}: ${wireTitle}`,
          })
          .click();
        const payByCard = page.getByRole('button', {
          name: new RegExp(
            `^${templatePattern(texts.details('actions.wire.payInstead.card', { total: '{{total}}' }))}$`,
          ),
        });
        await payByCard.waitFor();
        await expectNoSeriousAccessibilityViolations(page);
        await payByCard.click();
        await page.getByRole('heading', { name: 'Stripe test checkout' }).waitFor();
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
        await page.waitForURL((url) => url.pathname === `${prefix}/booking/${bookingUuid}`);
        // Recorded once: one 'payment received' mail, in the customer's language.
        const isReceipt = (subject: string) =>
          subject ===
          texts.emails('paymentReceived.subject', {
            shipmentId,
            brand: receiptBrandOf(subject),
          });
        await smtp.waitForMail(customer.email, (candidate) => isReceipt(candidate.subject));
        await tab('pendingActions').click();
        await page.getByText(texts.details('actions.wire.paidInstead.card')).waitFor();
        await expectNoSeriousAccessibilityViolations(page);
        const receipts = smtp.mails.filter(
          (mail) => mail.to.includes(customer.email.toLowerCase()) && isReceipt(mail.subject),
        );
        expect(receipts).toHaveLength(1);

        // My bookings, filtered by status: the booking is Booking Requested.
        await page.goto(`${origin}${prefix}/shipments`);
        const status = page.getByLabel(labelled(texts.myBookings('filters.status')));
        await status.selectOption('R');
        await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('R');
        await page.getByText(shipmentId, { exact: true }).first().waitFor();
        await expectNoSeriousAccessibilityViolations(page);
        await status.selectOption('D');
        await page.getByText(texts.myBookings('empty.filteredTitle')).waitFor();
      } finally {
        await staffContext?.close();
        await context.close();
      }
    });
  },
);

/** A text with `{{name}}` placeholders as a pattern matching any value in their place. */
function templatePattern(template: string): string {
  return escapeRegExp(template).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+');
}

/** The brand's name as the payment mail's subject ends with it (the brand differs per journey). */
function receiptBrandOf(subject: string): string {
  return subject.split(/\s[–-]\s/).pop() ?? '';
}

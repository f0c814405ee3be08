// Issue 13 part 7, the quote journeys in Chromium against the real server with the demo tariffs: an FCL
// door-to-port quote in English and Arabic (sort, carrier filter, the detail's groups adding up to the total, the
// same rates again at the same address), an LCL quote in inches, the air volume limit that sends nothing, a quote
// shared by e-mail (a real SMTP sink) and opened by its recipient, keyboard only from the form to a chosen rate,
// and axe on every page visited. A visitor's results address carries its first screen in the HTML (ADR 093).
import { searchResultsPath, type CargoSearch } from '@freightdesk/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCookies, expectNoSeriousAccessibilityViolations, newAccount, signIn } from './support/account-helpers';
import { callApi } from './support/brand-api';
import { launchBrowser, openPage } from './support/browser';
import { localeTexts, text } from './support/locale-texts';
import {
  answerWizard,
  fillRoute,
  filtersHeading,
  isQuoteRequest,
  sortByLowestPrice,
  breakdownShown,
  cardsShown,
  dateInDays,
  filled,
  labelled,
  quoteTexts,
  rateCards,
  ratesFound,
  registerCustomer,
  tabTo,
  waitForRates,
} from './support/quote-helpers';
import { type RunningServer, startServer, waitForDemoTariffs } from './support/server';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

let server: RunningServer;
let smtp: SmtpSink;
let browser: Browser;
let sampleUrl: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url, DEMO_TARIFFS: 'true', LOG_LEVEL: 'info' });
  browser = await launchBrowser();
  // The demo tariffs load in the background after the first start: a search before the end prices less.
  await waitForDemoTariffs(server);
  sampleUrl = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

let phoneNumberCount = 10;
const nextPhoneNumber = () => `+1 305 555 02${(phoneNumberCount += 1)}`;

/** Opens the quote form of a service in English and answers the wizard up to the shipment form. */
async function openEnglishForm(page: Page, service: string, shipmentType: 'FCL' | 'LCL' | 'AIR', signedIn = false) {
  await page.goto(`${sampleUrl}/get-quote/${service}`);
  if (!signedIn) await acceptCookies(page);
  await answerWizard(page, english, shipmentType);
}

const english = quoteTexts('en');

describe.each([
  { language: 'en', host: () => sampleUrl, prefix: '' },
  { language: 'ar', host: () => `http://harbourline.localhost:${server.port}`, prefix: '/ar' },
])('an anonymous FCL door-to-port quote ($language)', ({ language, host, prefix }) => {
  it('sorts, filters by carrier, adds up the detail, and shows the same rates at the same address', async () => {
    const texts = quoteTexts(language);
    const { context, page } = await openPage(browser);
    await page.goto(`${host()}${prefix}/get-quote/ocean`);
    await acceptCookies(page, language);
    await answerWizard(page, texts, 'FCL');
    await fillRoute(page, texts, ['90012', '90012'], ['Hamburg', 'DEHAM']);
    await page.getByLabel(labelled(texts.form('cargo.quantity'))).fill('1');
    await expectNoSeriousAccessibilityViolations(page);
    const sent = page.waitForRequest(isQuoteRequest);
    await page.getByRole('button', { name: texts.form('submit') }).click();
    const search = (await sent).postDataJSON() as Partial<CargoSearch>;
    expect(search).toMatchObject({ origin: { type: 'POSTAL_CODE', code: '90012' }, destination: { code: 'DEHAM' } });

    await waitForRates(page, texts);
    await sortByLowestPrice(page, texts);
    const sorted = await cardsShown(page, texts);
    expect(sorted.length).toBeGreaterThan(1);
    expect(sorted.map((card) => card.total)).toEqual(sorted.map((card) => card.total).sort((a, b) => a - b));

    // A carrier filter: the carrier of the top card, as the filter names it ("Maersk (MAEU)", or the code alone).
    const firstCard = rateCards(page, texts).first();
    const carrierName = (await firstCard.getAttribute('aria-label'))!;
    const codeSpan = firstCard.locator('h3 span');
    const carrierCode = (await codeSpan.count()) ? (await codeSpan.textContent())! : carrierName;
    await filtersHeading(page, texts, 0).waitFor();
    const carriers = page.getByRole('group', { name: texts.results('filters.carriers') });
    expect(await carriers.getByRole('checkbox').count()).toBeGreaterThan(1);
    const foundBefore = await ratesFound(page, texts);
    const carrierLabel = carrierCode === carrierName ? carrierCode : `${carrierName} (${carrierCode})`;
    await carriers.getByRole('checkbox', { name: carrierLabel, exact: true }).check();
    await filtersHeading(page, texts, 1).waitFor();
    await expect
      .poll(async () => new Set((await cardsShown(page, texts)).map((card) => card.carrier)))
      .toEqual(new Set([carrierName]));
    expect(await ratesFound(page, texts)).toBeLessThan(foundBefore);
    const filtered = await cardsShown(page, texts);

    // The detail of the chosen rate: its groups add up to the total the card shows.
    const chosen = filtered[0]!;
    await rateCards(page, texts).first().getByRole('button', { pressed: false }).click();
    await page
      .getByRole('heading', { name: filled(texts.results('detail.title'), { carrier: chosen.carrier }) })
      .waitFor();
    const breakdown = await breakdownShown(page, texts);
    expect(breakdown.groups.length).toBeGreaterThan(0);
    expect(breakdown.groups.reduce((sum, group) => sum + group, 0) - breakdown.discounts).toBe(breakdown.total);
    expect(breakdown.total).toBe(chosen.total);
    await expectNoSeriousAccessibilityViolations(page);

    // Reloading the results address gives the same rates in the same order.
    await page.getByRole('button', { name: texts.results('filters.reset') }).click();
    await filtersHeading(page, texts, 0).waitFor();
    const before = await cardsShown(page, texts);
    // A visitor's results address comes with its first screen (ADR 093): the heading the app shows, in the HTML.
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const html = String((await callApi(host(), 'GET', new URL(page.url()).pathname)).json);
    const firstScreenHeading = /<div id="first-screen" inert>[\s\S]*?<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    expect(firstScreenHeading?.replaceAll('&#x27;', "'").replaceAll('&amp;', '&')).toBe(heading);
    await page.reload();
    await waitForRates(page, texts);
    // The app's page has replaced it: no screen left, one heading.
    expect(await page.locator('#first-screen').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await sortByLowestPrice(page, texts);
    expect(await cardsShown(page, texts)).toEqual(before);

    // So does the search address (docs/product/quoting.md#search-address) of what was sent.
    await page.goto(`${host()}${prefix}${searchResultsPath(search as CargoSearch)}`);
    await waitForRates(page, texts);
    await sortByLowestPrice(page, texts);
    expect(await cardsShown(page, texts)).toEqual(before);
    await context.close();
  }, 240_000);
});

describe('loose cargo', () => {
  it('prices an LCL quote of two package rows measured in inches and pounds', async () => {
    const { context, page } = await openPage(browser);
    await openEnglishForm(page, 'ocean', 'LCL');
    await fillRoute(page, english, ['Shanghai', 'CNSHA'], ['New York', 'USNYC']);
    await page.getByLabel(labelled(english.form('cargo.dimensionUnit'))).selectOption('in');
    await page.getByLabel(labelled(english.form('cargo.weightUnit'))).selectOption('Lb');
    await page.getByRole('button', { name: english.form('cargo.addRow') }).click();
    const rows = [
      ['2', '40', '30', '20', '110'],
      ['1', '48', '40', '36', '330'],
    ];
    for (const [index, row] of rows.entries()) {
      for (const [column, measure] of ['quantity', 'length', 'width', 'height', 'weight'].entries()) {
        await page
          .getByLabel(labelled(english.form(`cargo.${measure}`)))
          .nth(index)
          .fill(row[column]!);
      }
    }
    const sent = page.waitForRequest(isQuoteRequest);
    await page.getByRole('button', { name: english.form('submit') }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      cargo: {
        kind: 'dimensionRows',
        rows: [
          { quantity: 2, dimensionUnit: 'in' },
          { quantity: 1, dimensionUnit: 'in' },
        ],
      },
    });
    await waitForRates(page, english);
    expect((await cardsShown(page, english)).length).toBeGreaterThan(0);
    await context.close();
  }, 180_000);

  it('shows the air volume limit before sending, and sends nothing', async () => {
    const { context, page } = await openPage(browser);
    const quoteRequests: string[] = [];
    page.on('request', (request) => isQuoteRequest(request) && quoteRequests.push(request.url()));
    await openEnglishForm(page, 'air', 'AIR');
    await fillRoute(page, english, ['Shanghai', 'PVG'], ['Los Angeles', 'LAX']);
    const knownShipper = page.getByLabel(labelled(english.form('fields.knownShipper')));
    if ((await knownShipper.count()) && (await knownShipper.evaluate((element) => element.tagName)) === 'SELECT') {
      await knownShipper.selectOption({ index: 1 });
    }
    await page.getByRole('switch', { name: english.form('cargo.byTotals') }).check();
    await page.getByLabel(labelled(english.form('cargo.totalWeight'))).fill('900');
    await page.getByLabel(labelled(english.form('cargo.totalVolume'))).fill('25');
    await page.getByText(english.cargo('limitExceeded.title')).waitFor();
    await page.getByText(/^Total volume: 25 m³, at most 20 m³$/).waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    await page.getByRole('button', { name: english.form('submit') }).click();
    await page.waitForTimeout(1500);
    expect(quoteRequests).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/get-quote/air');
    await context.close();
  }, 120_000);
});

describe('sharing', () => {
  it('e-mails a shared quote in the recipient’s language, and the link opens it for them', async () => {
    const sharer = newAccount('Sara');
    const recipient = newAccount('Rafael');
    await registerCustomer(sampleUrl, smtp, sharer, 'en', nextPhoneNumber());
    await registerCustomer(sampleUrl, smtp, recipient, 'es', nextPhoneNumber());

    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/sign-in`);
    await acceptCookies(page);
    await signIn(page, sharer.email, sharer.password);
    await page.getByRole('button', { name: new RegExp(`Hello, ${sharer.firstName}`) }).waitFor();
    await openEnglishForm(page, 'ocean', 'FCL', true);
    await fillRoute(page, english, ['Shanghai', 'CNSHA'], ['Los Angeles', 'USLAX']);
    await page.getByRole('button', { name: english.form('submit') }).click();
    await waitForRates(page, english);
    const quoteId = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByRole('button', { name: english.sharing('actions.share'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: english.sharing('dialog.title') });
    await dialog.getByLabel(labelled(english.sharing('dialog.recipients'))).fill(recipient.email);
    await expectNoSeriousAccessibilityViolations(page);
    await dialog.getByRole('button', { name: english.sharing('dialog.submit'), exact: true }).click();
    await page.getByText(filled(english.sharing('dialog.shared'), { addresses: recipient.email })).waitFor();

    const mail = await smtp.waitForMail(recipient.email, (candidate) => candidate.subject.includes('compartido'));
    expect(mail.subject).toBe(
      `${sharer.firstName} Shipper ha compartido contigo una cotización de flete – Freightdesk`,
    );
    const link = new RegExp(`https?://[^\\s"<>]+/es/quotes/${quoteId}`).exec(mail.text)?.[0];
    expect(link).toBeDefined();

    // My quotes, signed in.
    await page.goto(`${sampleUrl}/quotes`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    await context.close();

    const reader = await openPage(browser);
    await reader.page.goto(`${sampleUrl}/sign-in`);
    await acceptCookies(reader.page);
    await signIn(reader.page, recipient.email, recipient.password);
    await reader.page.getByRole('button', { name: new RegExp(recipient.firstName) }).waitFor();
    await reader.page.goto(link!);
    await waitForRates(reader.page, quoteTexts('es'));
    expect((await cardsShown(reader.page, quoteTexts('es'))).length).toBeGreaterThan(0);
    await reader.context.close();
  }, 240_000);
});

describe('keyboard only', () => {
  it('goes from the FCL form to a chosen rate with Tab, arrows and Enter', async () => {
    const { context, page } = await openPage(browser);
    const press = async (target: Parameters<typeof tabTo>[1], key = 'Enter') => {
      await tabTo(page, target);
      await page.keyboard.press(key);
    };
    await page.goto(`${sampleUrl}/get-quote/ocean?selectedShipmentType=FCL`);
    await press(page.getByRole('button', { name: text(localeTexts('en', 'notices'), 'cookieConsent.acceptAll') }));
    await press(page.getByRole('button', { name: /^Commercial cargo/ }));
    await press(page.getByRole('button', { name: /^Business/ }));
    await page.getByRole('heading', { level: 1, name: english.form('steps.shipmentForm.title') }).waitFor();
    for (const [label, code] of [
      [english.form('fields.origin'), 'CNSHA'],
      [english.form('fields.destination'), 'USLAX'],
    ] as const) {
      await tabTo(page, page.getByRole('combobox', { name: labelled(label) }));
      await page.keyboard.type(code);
      await page
        .getByRole('option', { name: new RegExp(`\\b${code}\\b`) })
        .first()
        .waitFor();
      // Read without waiting: before the first arrow no option has the focus (a locator would wait 30 s for one).
      const focusedOption = () =>
        page.evaluate(() => document.querySelector('[role="option"].Mui-focused')?.textContent ?? '');
      for (let presses = 0; presses < 10 && !(await focusedOption()).includes(code); presses += 1) {
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Enter');
    }
    const [year, month, day] = (await dateInDays(page, 7)).split('-');
    await tabTo(page, page.getByLabel(labelled(english.form('fields.cargoReadyDate'))));
    await page.keyboard.type(`${month}${day}${year}`);
    await tabTo(page, page.getByLabel(labelled(english.form('fields.commodity'))));
    await page.keyboard.type(english.commodity('type.regularCargo'));
    await press(page.getByRole('button', { name: english.form('submit') }));

    await rateCards(page, english).first().waitFor({ timeout: 60_000 });
    const first = rateCards(page, english).first();
    const carrier = (await first.getAttribute('aria-label'))!;
    await press(first.getByRole('button', { pressed: false }));
    await page.getByRole('heading', { name: filled(english.results('detail.title'), { carrier }) }).waitFor();
    expect(await first.getByRole('button', { pressed: true }).count()).toBe(1);
    await context.close();
  }, 180_000);
});

describe('axe on the other pages', () => {
  it('finds no serious violation on an e-commerce page', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${sampleUrl}/e-commerce-solution/fba`);
    await acceptCookies(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousAccessibilityViolations(page);
    await context.close();
  });
});

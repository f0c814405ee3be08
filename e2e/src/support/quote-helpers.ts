// What quote journeys share: the quote form answered in the page's language, the results read as a user
// reads them (card prices, the detail panel's charge groups), customers registered through the API.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { escapeRegExp } from './account-helpers';
import { callApi } from './brand-api';
import { localeTexts, text } from './locale-texts';
import type { SmtpSink } from './smtp-sink';

/** A text of the product with its `{{name}}` placeholders filled in. */
export function filled(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name] ?? ''));
}

/** The quote form's, results' and sharing texts of a language. */
export function quoteTexts(language: string) {
  const form = localeTexts(language, 'quoteForm');
  const results = localeTexts(language, 'quoteResults');
  const sharing = localeTexts(language, 'quoteSharing');
  return {
    form: (key: string) => text(form, key),
    results: (key: string) => text(results, key),
    sharing: (key: string) => text(sharing, key),
    commodity: (key: string) => text(localeTexts(language, 'commodity'), key),
    cargo: (key: string) => text(localeTexts(language, 'cargo'), key),
  };
}
export type QuoteTexts = ReturnType<typeof quoteTexts>;

/** A label as a field's accessible name: MUI adds " *" to required ones. */
export const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`);

/** A date `days` from the browser's today, as a date input wants it. */
export const dateInDays = (page: Page, days: number) =>
  page.evaluate((ahead) => {
    const date = new Date();
    date.setDate(date.getDate() + ahead);
    const two = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  }, days);

/**
 * Answers the wizard's questions before the shipment form (quote type, profile, shipment type) with the given
 * choices, whichever of them the brand and the session ask.
 */
export async function answerWizard(page: Page, texts: QuoteTexts, shipmentType: 'FCL' | 'LCL' | 'AIR') {
  const formTitle = texts.form('steps.shipmentForm.title');
  const answers = [
    'choices.quoteCategory.commercial.title',
    'choices.customerProfile.business.title',
    `choices.shipmentType.${shipmentType}.title`,
  ].map((key) => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(texts.form(key))}`) }));
  const heading = page.getByRole('heading', { level: 1 });
  for (let step = 0; step < 5; step += 1) {
    await expect.poll(() => heading.textContent(), { timeout: 20_000 }).toBeTruthy();
    if ((await heading.textContent()) === formTitle) return;
    const answer = await firstPresent(answers);
    if (!answer) throw new Error(`no known answer on the step "${await heading.textContent()}"`);
    await answer.click();
    await expect
      .poll(async () => (await answer.count()) === 0 || (await heading.textContent()) === formTitle)
      .toBe(true);
  }
  await expect.poll(() => heading.textContent()).toBe(formTitle);
}

async function firstPresent(locators: Locator[]): Promise<Locator | undefined> {
  for (const locator of locators) if ((await locator.count()) > 0) return locator;
  return undefined;
}

/** Types into a place field and picks the suggestion that names `code`. */
export async function choosePlace(page: Page, label: string, query: string, code: string): Promise<void> {
  const field = page.getByRole('combobox', { name: labelled(label) });
  await field.fill(query);
  await page
    .getByRole('option', { name: new RegExp(`\\b${code}\\b`) })
    .first()
    .click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}

/** Picks the commodity when the brand asks it in the form. */
export async function chooseRegularCargoIfAsked(page: Page, texts: QuoteTexts): Promise<void> {
  const commodity = page.getByLabel(labelled(texts.form('fields.commodity')));
  if (await commodity.count()) await commodity.selectOption('regularCargo');
}

/** The rate cards of the list, as painted (the list is virtualised: the cards in view). */
export const rateCards = (page: Page, texts: QuoteTexts) =>
  page.getByRole('list', { name: texts.results('list.label') }).getByRole('article');

/** Waits for the first priced rate cards, then shows every rate (not only the best ones). */
export async function waitForRates(page: Page, texts: QuoteTexts): Promise<void> {
  await rateCards(page, texts).first().waitFor({ timeout: 60_000 });
  const allTab = page.getByRole('tab', {
    name: new RegExp(`^${escapeRegExp(texts.results('tabs.all').split('(')[0]!)}`),
  });
  if (await allTab.count()) {
    await allTab.click();
    await expect.poll(() => allTab.getAttribute('aria-selected')).toBe('true');
  }
}

const digitsOf = (value: string) =>
  value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));

/**
 * A price as the page formats it (two decimals, any language's digits and separators), in minor units:
 * "$1,234.50", "1.234,50 US$", "‏١٬٢٣٤٫٥٠ US$" → 123450.
 */
export function minorUnitsOf(formatted: string): number {
  const latin = digitsOf(formatted);
  const digits = latin.replace(/\D/g, '');
  if (digits === '') throw new Error(`no amount in "${formatted}"`);
  const negative = /[-\u2212]/.test(latin);
  return (negative ? -1 : 1) * Number(digits);
}

/** Each painted card's carrier (its accessible name) and total, top to bottom. */
export async function cardsShown(page: Page, texts: QuoteTexts): Promise<{ carrier: string; total: number }[]> {
  const selectPattern = texts.results('rate.selectNamed');
  // A long list shows its first cards while its virtualiser loads (aria-busy), then only those on screen.
  const list = page.getByRole('list', { name: texts.results('list.label') });
  await expect.poll(() => list.getAttribute('aria-busy')).toBeNull();
  const cards = await rateCards(page, texts).all();
  const shown = [];
  for (const card of cards) {
    const carrier = (await card.getAttribute('aria-label')) ?? '';
    const select = card.getByRole('button', {
      name: new RegExp(`^${escapeRegExp(filled(selectPattern, { carrier }))}`),
    });
    const name = (await select.getAttribute('aria-label')) ?? '';
    const price = name.slice(filled(selectPattern, { carrier, price: '' }).length);
    shown.push({ carrier, total: minorUnitsOf(price) });
  }
  return shown;
}

/** The detail panel's charge groups, the total under them, both in minor units. */
export async function breakdownShown(page: Page, texts: QuoteTexts) {
  const table = page.getByRole('table', { name: texts.results('detail.breakdown') });
  await table.waitFor();
  const subtotals = await table.locator('[data-testid^="subtotal-"]').allTextContents();
  const total = minorUnitsOf(
    await table
      .getByTestId('breakdown-total')
      .textContent()
      .then((value) => value ?? ''),
  );
  const discountLabel = texts.results('detail.discounts');
  const discountRow = table.getByRole('row', { name: new RegExp(`^${escapeRegExp(discountLabel)}`) });
  const discounts = (await discountRow.count())
    ? minorUnitsOf((await discountRow.getByRole('cell').textContent())!)
    : 0;
  return { groups: subtotals.map(minorUnitsOf), discounts, total };
}

/**
 * Registers a business customer through the API on the brand of `origin` (any brand's host: the call names it in
 * Host); the mailed code proves the address.
 */
export async function registerCustomer(
  origin: string,
  smtp: SmtpSink,
  account: { firstName: string; email: string; password: string },
  languageCode: string,
  phoneNumber: string,
): Promise<void> {
  const registration = await callApi(origin, 'POST', '/api/v2/customers/register', {
    body: {
      contactName: account.firstName,
      contactSurname: 'Shipper',
      password: account.password,
      email: account.email,
      phoneNumber,
      city: 'Miami',
      countryIsoCode: 'US',
      type: 'CUSTOMER',
      isCompany: true,
      movingsCompany: false,
      commercialName: `${account.firstName} Trading`,
      backendBranch: 'US',
      languageCode,
      receiveNewsletter: false,
    },
  });
  if (registration.status !== 202)
    throw new Error(`register ${registration.status}: ${JSON.stringify(registration.json)}`);
  const mail = await smtp.waitForMail(account.email, (candidate) => /\b\d{4,8}\b/.test(candidate.text));
  const code = /\b(\d{4,8})\b/.exec(mail.text)![1];
  const validation = await callApi(origin, 'POST', '/api/v2/customers/validate-email', {
    body: { email: account.email, code },
  });
  if (validation.status !== 200)
    throw new Error(`validate-email ${validation.status}: ${JSON.stringify(validation.json)}`);
}

/** Presses Tab (at most `limit` times) until `target` has the focus: the keyboard's way to a control. */
export async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the control was never reached with Tab');
}

export const isQuoteRequest = (request: { method: () => string; url: () => string }) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/quotes';

/** Fills the shipment form's route and a ready date a week ahead (and the commodity where asked). */
export async function fillRoute(page: Page, texts: QuoteTexts, from: [string, string], to: [string, string]) {
  await choosePlace(page, texts.form('fields.origin'), ...from);
  await choosePlace(page, texts.form('fields.destination'), ...to);
  await page.getByLabel(labelled(texts.form('fields.cargoReadyDate'))).fill(await dateInDays(page, 7));
  await chooseRegularCargoIfAsked(page, texts);
}

export async function sortByLowestPrice(page: Page, texts: QuoteTexts): Promise<void> {
  // The sort is the platform's own select (ADR 082): chosen by its label, as a user reads it.
  const sort = page.getByRole('combobox', { name: texts.results('sort.label') });
  await sort.selectOption({ label: texts.results('sort.orders.LOWEST_PRICE') });
  await expect
    .poll(() => sort.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent))
    .toBe(texts.results('sort.orders.LOWEST_PRICE'));
}

/** The filters' heading showing `count` active filters (in Latin or Arabic-Indic digits). */
export function filtersHeading(page: Page, texts: QuoteTexts, count: number): Locator {
  const [before, after] = texts
    .results('filters.title')
    .split('{{count}}')
    .map((part) => escapeRegExp(part ?? ''));
  const digit = `[${count}${String.fromCharCode(0x0660 + count)}]`;
  return page.getByRole('heading', { name: new RegExp(`^${before}${digit}${after}$`) });
}

/** The number in the list's heading, "Rates found: N" (the rates that pass the filters). */
export async function ratesFound(page: Page, texts: QuoteTexts): Promise<number> {
  const [before] = texts.results('list.count').split('{{count}}');
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${escapeRegExp(before ?? '')}`) });
  return Number(digitsOf((await heading.textContent()) ?? '').replace(/\D/g, ''));
}

/** The ISO date `days` from today (a ready date a search accepts). */
export const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

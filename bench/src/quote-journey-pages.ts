// What the quote-journey benchmark does in the browser: fill the FCL form, submit it and time the first priced rate
// card; open a results page holding many rates and time a sort and a filter change and a steady scroll.
import type { BrowserContext, Page } from 'playwright-core';
import {
  armInputToPaint,
  inputToPaintMs,
  startSmoothnessReading,
  stopSmoothnessReading,
  waitForIdle,
} from './paint-timing';
import type { SmoothnessReading } from './paint-timing';

export const fclFormPath =
  '/get-quote/ocean?selectedShipmentType=FCL&quoteCategory=commercial&customerProfile=business';

/** 4× CPU slowdown (Chrome DevTools' "4× slowdown"), or none with rate 1. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** A first-time visitor answers the cookie banner (necessary cookies only) before anything else. */
export async function answerCookieBanner(page: Page): Promise<void> {
  const choice = page.getByRole('button', { name: 'Save my choices' });
  // Up to 15 s: on a loaded machine the banner (after the brand and the texts) can take longer than 5 s.
  const shown = await choice.waitFor({ timeout: 15_000 }).then(
    () => true,
    () => false, // answered earlier in this context
  );
  if (shown) await choice.click();
}

function dateInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function choosePlace(page: Page, label: RegExp, query: string, code: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.pressSequentially(query, { delay: 60 });
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(code) })
    .click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/**
 * Fills the FCL port-to-port form (Shanghai → Los Angeles, regular cargo, one 20'
 * container) by the UI, lets the page idle (the
 * results route's code is fetched while the form is filled), then clicks "Get quotes" under `cpuSlowdown` and
 * returns the time from the click to the paint of the first priced rate card, and the quote's id.
 */
export async function submitToFirstRateCard(
  context: BrowserContext,
  baseUrl: string,
  cpuSlowdown: number,
): Promise<{ ms: number; quoteId: string }> {
  const page = await context.newPage();
  // What went wrong in the page, said when no rate card comes.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text().slice(0, 300));
  });
  try {
    await page.goto(baseUrl + fclFormPath);
    await answerCookieBanner(page);
    await choosePlace(page, /^Origin/, 'shang', 'CNSHA');
    await choosePlace(page, /^Destination/, 'los angeles', 'USLAX');
    await page.getByLabel(/^Cargo ready date/).fill(dateInDays(5));
    await page.getByLabel(/^Commodity/).selectOption({ label: 'Regular Cargo' });
    await page.getByLabel(/^Quantity/).fill('1');
    await page.waitForLoadState('networkidle');
    await waitForIdle(page);
    await throttleCpu(page, cpuSlowdown);
    await armInputToPaint(page, 'body', 'pricedRateCard', 30_000);
    await page.getByRole('button', { name: 'Get quotes' }).click();
    const ms = await inputToPaintMs(page);
    if (ms === null) {
      const shown = (
        await page
          .getByRole('main')
          .innerText()
          .catch(() => '')
      ).slice(0, 400);
      throw new Error(
        `no priced rate card within 30 s (at ${page.url()}; the page shows: ${shown}; ` +
          `errors: ${pageErrors.join(' | ') || 'none'})`,
      );
    }
    const quoteId = /\/progressive-quotes\/([0-9a-f-]+)/.exec(page.url())?.[1];
    if (!quoteId) throw new Error(`the form led to ${page.url()}, not to progressive results`);
    await throttleCpu(page, 1);
    return { ms, quoteId };
  } finally {
    await page.close();
  }
}

const carriers = ['Maersk', 'MSC', 'CMA CGM', 'COSCO', 'Hapag-Lloyd', 'ONE', 'Evergreen', 'HMM', 'Yang Ming'];
const carrierCodes = ['MAEU', 'MSCU', 'CMDU', 'COSU', 'HLCU', 'ONEY', 'EGLV', 'HDMU', 'YMLU'];

/**
 * The quote's rates cloned to `count`: new uuids, totals, transit times, departures and carriers varied by the
 * index (deterministic), the best-price and fastest tags left off the clones (the domain sorts and filters them).
 */
export function cloneRates(rates: Record<string, unknown>[], count: number): Record<string, unknown>[] {
  if (rates.length === 0) throw new Error('the quote has no rates to clone');
  return Array.from({ length: count }, (_, index) => {
    const rate = structuredClone(rates[index % rates.length]) as Record<string, any>; // eslint-disable-line
    const factor = 0.75 + ((index * 37) % 51) / 100;
    const amount = Math.round(rate.total.amount * factor);
    const total = amount - rate.total.discounts + rate.total.taxes;
    const carrier = (index * 5) % carriers.length;
    const departure = new Date(
      Date.parse(rate.schedule.departureDate ?? dateInDays(7)) + ((index * 3) % 28) * 86_400_000,
    );
    return {
      ...rate,
      uuid: `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
      total: { ...rate.total, amount, total, sortTotal: total },
      transitTimeDays: 12 + ((index * 7) % 23),
      schedule: {
        ...rate.schedule,
        carrierScac: carrierCodes[carrier],
        departureDate: departure.toISOString().slice(0, 10),
      },
      carrierCode: carrierCodes[carrier],
      suppliersInformation: { ...rate.suppliersInformation, freight: carriers[carrier] },
      publicTags: (rate.publicTags as string[]).filter((tag) => tag !== 'CHEAPEST' && tag !== 'FASTEST'),
      flags: { ...rate.flags, cheapest: false, fastest: false },
    };
  });
}

/** Opens `/quotes/{quoteId}` with its view answered holding `count` rates, complete (no event stream). */
export async function openResultsWithManyRates(
  context: BrowserContext,
  baseUrl: string,
  quoteId: string,
  count: number,
): Promise<Page> {
  const page = await context.newPage();
  const viewPath = `/api/v2/quotes/customer/${quoteId}`;
  await page.route(
    (url) => url.pathname === viewPath,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { rates: Record<string, unknown>[]; isCompleted: boolean } };
      body.data.rates = cloneRates(body.data.rates, count);
      body.data.isCompleted = true;
      await route.fulfill({ response, json: body });
    },
  );
  await page.goto(`${baseUrl}/quotes/${quoteId}`);
  await answerCookieBanner(page);
  await page.locator('article').first().waitFor();
  // The best-rates tab (when the viewer has one) shows a handful: the benchmark is about the whole list.
  const allTab = page.getByRole('tab', { name: /^All rates/ });
  if (
    await allTab.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    )
  ) {
    await allTab.click();
    await page.getByRole('tab', { name: /^All rates/, selected: true }).waitFor();
  }
  await page.waitForLoadState('networkidle');
  await waitForIdle(page);
  return page;
}

const rateListSelector = 'ul:has(> li article)';

async function timedClick(page: Page, click: () => Promise<void>): Promise<number> {
  await armInputToPaint(page, rateListSelector, 'anyChange', 10_000);
  await click();
  const ms = await inputToPaintMs(page);
  if (ms === null) throw new Error('the rate list did not change within 10 s');
  await waitForIdle(page);
  return ms;
}

/** `times` sort changes, alternating highest and lowest price (a native select): each from the choice to the paint. */
export async function sortChangesMs(page: Page, times: number): Promise<number[]> {
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  const results: number[] = [];
  for (let change = 0; change < times; change += 1) {
    const label = change % 2 === 0 ? 'Highest price' : 'Lowest price';
    await waitForIdle(page);
    results.push(await timedClick(page, () => sortBy.selectOption({ label }).then(() => undefined)));
  }
  return results;
}

/** `times` clicks on the first carrier's checkbox (on, off, …): each from the click to the paint. */
export async function filterChangesMs(page: Page, times: number): Promise<number[]> {
  const checkbox = page.getByRole('group', { name: 'Carrier' }).getByRole('checkbox').first();
  const results: number[] = [];
  for (let change = 0; change < times; change += 1) results.push(await timedClick(page, () => checkbox.click()));
  return results;
}

/** Scrolls the page down steadily (wheel steps of 100 px, about 60 a second) for about `durationMs`. */
export async function steadyScroll(page: Page, durationMs: number): Promise<SmoothnessReading> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitForIdle(page);
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await startSmoothnessReading(page);
  const startedAt = performance.now();
  while (performance.now() - startedAt < durationMs) {
    await page.mouse.wheel(0, 100);
    await page.waitForTimeout(16);
  }
  return stopSmoothnessReading(page);
}

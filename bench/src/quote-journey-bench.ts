// `npm run bench:quote-journey`: prints the quote journey's budgets (issue 13, "Budgets"). Not a test: it only
// measures, in this machine's Chromium, against `npm start` on the embedded default with the demo set.
//  1. Submit click → first priced rate card painted, FCL Shanghai → Los Angeles filled in by the UI: QUOTE_RUNS runs
//     (default 10), p50 and p95, then again with 4× CPU slowdown (bench/src/paint-timing.ts says how it is timed).
//  2. A results page holding 500 rates (the quote's view answered with its rates cloned): a sort change and a
//     carrier filter change, click → paint, at 1× and 4× CPU slowdown; a steady 2 s scroll: long tasks and frames.
//  3. JavaScript for the quote form route and for the results route, gzip (the .gz twins in apps/web/dist): cold (a
//     new context opening the route) and added over `/` (navigating there from `/` in the page).
//  4. Lighthouse 12 mobile on a results page (LIGHTHOUSE_RUNS, default 3, median).
//  5. JavaScript fetched to render `/` (the foundation's first-page budget).
//  6. The results' largest paint as a phone sees it (part `lcp`, no budget of its own): Chromium throttled the way
//     Lighthouse's mobile profile simulates (150 ms round trips, 1.6 Mbit/s down, 4× CPU), the LCP the page itself
//     reports, LCP_RUNS runs (default 8), median. Lighthouse's LCP is simulated from the main thread's work (ADR 090):
//     this figure shows what a change to the network order does.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { lighthouseMedian, lighthouseMobileUserAgent } from './lighthouse-runner';
import {
  answerCookieBanner,
  fclFormPath,
  filterChangesMs,
  openResultsWithManyRates,
  sortChangesMs,
  steadyScroll,
  submitToFirstRateCard,
  throttleCpu,
} from './quote-journey-pages';
import { freePort, repoRoot, startNpmStart, waitForFirstAnswer } from './server-process';
import {
  fileList,
  gzipBytesOf,
  javascriptForHome,
  kilobytes,
  waitForDemoRates,
  waitUntilServerIsQuiet,
  watchScripts,
  type ScriptBytes,
} from './web-javascript';

const quoteRuns = Math.max(1, Number(process.env.QUOTE_RUNS ?? 10));
// QUOTE_PARTS=js,home (any of submit, rates, js, home, lighthouse, lcp; default all): re-measure some parts only.
// LIGHTHOUSE_REPORT_DIR=/some/dir keeps each Lighthouse run's full JSON report there.
const parts = new Set((process.env.QUOTE_PARTS ?? 'submit,rates,js,home,lighthouse,lcp').split(','));
const figures: Record<string, unknown> = {};
const verdicts: string[] = [];

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Prints one figure with its budget and PASS or OVER, and keeps it for the summary. */
function report(label: string, value: string, budget: string, passes: boolean): void {
  const line = `${label}: ${value} (budget ${budget}) ${passes ? 'PASS' : 'OVER'}`;
  console.log(line);
  verdicts.push(line);
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function submitToFirstCard(browser: Browser, baseUrl: string): Promise<string> {
  let quoteId = '';
  for (const slowdown of [1, 4]) {
    const times: number[] = [];
    for (let run = 0; run < quoteRuns; run += 1) {
      // A new context per run: nothing cached but what the form itself fetched while it was filled in.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const result = await submitToFirstRateCard(context, baseUrl, slowdown);
        times.push(result.ms);
        quoteId = result.quoteId;
      } finally {
        await context.close();
      }
    }
    const p50 = percentile(times, 0.5);
    const budget = slowdown === 1 ? 400 : 1500;
    console.log(`  runs at ${slowdown}× CPU: ${times.map(Math.round).join(', ')} ms`);
    report(
      `Submit → first priced rate card painted, ${slowdown}× CPU, ${times.length} runs`,
      `p50 ${ms(p50)}, p95 ${ms(percentile(times, 0.95))}`,
      `p50 ≤ ${budget} ms`,
      p50 <= budget,
    );
    figures[`submitToFirstCard${slowdown}x`] = { runs: times, p50, p95: percentile(times, 0.95) };
  }
  return quoteId;
}

/** A real quote made by the UI (when the submit timing is not measured). */
async function oneQuote(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    return (await submitToFirstRateCard(context, baseUrl, 1)).quoteId;
  } finally {
    await context.close();
  }
}

async function manyRates(browser: Browser, baseUrl: string, quoteId: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await openResultsWithManyRates(context, baseUrl, quoteId, 500);
    console.log(`Results page with 500 rates: ${await page.locator('article').count()} cards in the DOM`);
    for (const slowdown of [1, 4]) {
      await throttleCpu(page, slowdown);
      const budget = slowdown === 1 ? 100 : 250;
      for (const [what, times] of [
        ['sort change (lowest ↔ highest price)', await sortChangesMs(page, 6)],
        ['carrier filter change (first carrier on/off)', await filterChangesMs(page, 6)],
      ] as const) {
        const worst = Math.max(...times);
        report(
          `500 rates, ${what}, click → paint, ${slowdown}× CPU`,
          `${times.map(Math.round).join(', ')} ms; p50 ${ms(percentile(times, 0.5))}, max ${ms(worst)}`,
          `≤ ${budget} ms each`,
          worst <= budget,
        );
        figures[`${what.split(' ')[0]}${slowdown}x`] = times;
      }
    }
    await throttleCpu(page, 1);
    const scroll = await steadyScroll(page, 2000);
    const longest = scroll.longTasks.length ? Math.max(...scroll.longTasks) : 0;
    report(
      '500 rates, steady scroll for 2 s, 1× CPU',
      `${scroll.longTasks.length} long tasks (longest ${ms(longest)}), ${scroll.framesPerSecond.toFixed(1)} frames ` +
        `per second, longest frame ${ms(scroll.longestFrameMs)}`,
      'no long task over 50 ms, 60 fps',
      scroll.longTasks.length === 0,
    );
    figures.scroll = scroll;
  } finally {
    await context.close();
  }
}

/** The scripts a new context fetches while `open` runs (`before` first, not counted) until the network is idle. */
async function scriptsFetched(
  browser: Browser,
  open: (page: Page) => Promise<void>,
  before?: (page: Page) => Promise<void>,
): Promise<ScriptBytes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const scripts = watchScripts(page);
    if (before) {
      await before(page);
      await page.waitForLoadState('networkidle');
    }
    const earlier = new Set(scripts);
    await open(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return gzipBytesOf([...scripts].filter((path) => !earlier.has(path)));
  } finally {
    await context.close();
  }
}

async function javascriptPerRoute(browser: Browser, baseUrl: string, quoteId: string): Promise<void> {
  const home = async (page: Page) => {
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('main').waitFor();
    await answerCookieBanner(page);
  };
  const formShown = (page: Page) => page.getByRole('button', { name: 'Get quotes' }).waitFor();
  const resultsShown = (page: Page) => page.locator('article').first().waitFor();
  const readings = {
    formCold: await scriptsFetched(browser, async (page) => {
      await page.goto(baseUrl + fclFormPath);
      await formShown(page);
    }),
    formOverHome: await scriptsFetched(
      browser,
      async (page) => {
        // The side menu's link (in the "Get a quote" group), as a visitor goes from the first page to the form.
        const link = page.getByRole('link', { name: 'Ocean freight: full container (FCL)' }).first();
        if (!(await link.isVisible())) await page.getByRole('button', { name: 'Get a quote' }).first().click();
        await link.click();
        await page.getByRole('button', { name: /^Commercial cargo/ }).click();
        await page.getByRole('button', { name: /^Business/ }).click();
        await formShown(page);
      },
      home,
    ),
    resultsCold: await scriptsFetched(browser, async (page) => {
      await page.goto(`${baseUrl}/quotes/${quoteId}`);
      await resultsShown(page);
    }),
    resultsOverHome: await scriptsFetched(
      browser,
      async (page) => {
        // A client-side navigation, as a link in the app makes it (the router follows popstate).
        await page.evaluate((path) => {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }, `/quotes/${quoteId}`);
        await resultsShown(page);
      },
      home,
    ),
  };
  for (const [route, cold, overHome] of [
    // The form preloads the results route's code once the user starts filling it in (ADR 073), not when it shows:
    // these readings (the form shown, not touched) hold the form's own code.
    ['quote form (/get-quote/ocean, FCL)', readings.formCold, readings.formOverHome],
    [`results (/quotes/{id})`, readings.resultsCold, readings.resultsOverHome],
  ] as const) {
    report(
      `JavaScript for the ${route}, cold (checked against the budget)`,
      `${kilobytes(cold.gzipBytes)} gzip in ${cold.files.length} files; ` +
        `added over /: ${kilobytes(overHome.gzipBytes)} ` +
        `in ${overHome.files.length} files`,
      '≤ 250 kB',
      cold.gzipBytes <= 250_000,
    );
    console.log(`  cold: ${fileList(cold)}`);
    console.log(`  added over /: ${fileList(overHome)}`);
  }
  figures.javascript = readings;
}

/** `/quotes/{quoteId}` opened cold LCP_RUNS times on a throttled phone: the largest paint each run, as reported. */
async function throttledLargestPaint(browser: Browser, baseUrl: string, quoteId: string): Promise<void> {
  const runs = Math.max(1, Number(process.env.LCP_RUNS ?? 8));
  const paints: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // A phone's user agent as Lighthouse's mobile profile sends it: the server picks the phone's first screen by it
    // (ADR 093).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      userAgent: lighthouseMobileUserAgent,
    });
    try {
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send('Network.enable');
      // Lighthouse 12's mobile throttling (its `throttling` settings), applied for real rather than simulated.
      await session.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1_638.4 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
      await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${baseUrl}/quotes/${quoteId}`);
      await page.locator('article').first().waitFor({ timeout: 60_000 });
      // The page's last LCP entry once the rates have painted and it has settled.
      await page.waitForTimeout(1_500);
      paints.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
                type: 'largest-contentful-paint',
                buffered: true,
              }),
            ),
        ),
      );
    } finally {
      await context.close();
    }
  }
  const line =
    `Largest paint on /quotes/{id}, Chromium throttled as Lighthouse mobile, ${runs} runs: ` +
    `median ${ms(percentile(paints, 0.5))} (${paints.map(Math.round).join(', ')} ms)`;
  console.log(line);
  verdicts.push(line);
  figures.throttledLargestPaintMs = paints;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-bench-journey-'));
  // BENCH_PORT: a fixed port (e.g. one of a port range shared with others); a free one otherwise.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const server = startNpmStart({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_TARIFFS: 'true' });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForFirstAnswer(`${baseUrl}/api/health`, 120_000);
    // The demo set loads after the server answers: measure once it is done and the cores are Chromium's.
    await waitForDemoRates(baseUrl);
    await waitUntilServerIsQuiet(baseUrl);
    const quoteId = parts.has('submit') ? await submitToFirstCard(browser, baseUrl) : await oneQuote(browser, baseUrl);
    if (parts.has('rates')) await manyRates(browser, baseUrl, quoteId);
    if (parts.has('js')) await javascriptPerRoute(browser, baseUrl, quoteId);
    if (parts.has('home')) {
      const home = await javascriptForHome(await (await browser.newContext()).newPage(), baseUrl);
      report(
        'JavaScript fetched to render /',
        `${kilobytes(home.gzipBytes)} gzip`,
        '≤ 170 kB',
        home.gzipBytes <= 170_000,
      );
      console.log(`  ${fileList(home)}`);
      figures.home = home;
    }
    if (parts.has('lcp')) await throttledLargestPaint(browser, baseUrl, quoteId);
    if (parts.has('lighthouse')) {
      const lighthouse = await lighthouseMedian(`${baseUrl}/quotes/${quoteId}`, '/quotes/{id}');
      const scores = lighthouse.median;
      report(
        `Lighthouse 12 mobile on /quotes/{id}, median of ${lighthouse.runs.length}`,
        `performance ${scores.performance}, accessibility ${scores.accessibility}; ` +
          `FCP ${scores.firstContentfulPaintMs} ms, LCP ${scores.largestContentfulPaintMs} ms, ` +
          `TBT ${scores.totalBlockingTimeMs} ms`,
        'performance ≥ 90, accessibility 100',
        scores.performance >= 90 && scores.accessibility === 100,
      );
      figures.lighthouse = lighthouse;
    }
    console.log(`\nSummary\n${verdicts.map((line) => `  ${line}`).join('\n')}`);
    const resultsDir = join(repoRoot, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'quote-journey.json'),
      JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2),
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

// `npm run bench:web`: prints the web budgets of issue 2. Not a test: it only measures.
//  1. JavaScript fetched to render `/`, in gzip bytes (each fetched .js counted at the size of
//     its pre-compressed .gz twin in apps/web/dist).
//  2. Lighthouse 12, mobile profile (its default simulated throttling), on `/`: several runs
//     (LIGHTHOUSE_RUNS, default 3), each printed, and their median. The simulation scales the
//     main-thread work it observed, so a busy machine lowers the performance score.
//  3. `npm start` with an existing data directory: time to its first answer.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { freePort, repoRoot, startNpmStart, waitForFirstAnswer } from './server-process';

async function javascriptForHome(
  baseUrl: string,
): Promise<{ gzipBytes: number; files: { path: string; gzipBytes: number }[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('main').waitFor();
    const distDir = join(repoRoot, 'apps/web/dist');
    const files = [...scripts].map((path) => {
      const gzipped = join(distDir, `${path}.gz`);
      if (!existsSync(gzipped)) throw new Error(`no pre-compressed twin for ${path}`);
      return { path, gzipBytes: statSync(gzipped).size };
    });
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { gzipBytes: files.reduce((total, file) => total + file.gzipBytes, 0), files };
  } finally {
    await browser.close();
  }
}

type LighthouseScores = Record<
  | 'performance'
  | 'accessibility'
  | 'bestPractices'
  | 'firstContentfulPaintMs'
  | 'largestContentfulPaintMs'
  | 'totalBlockingTimeMs',
  number
>;

async function lighthouseMobile(url: string): Promise<LighthouseScores> {
  const debuggingPort = await freePort();
  const userDataDir = mkdtempSync(join(tmpdir(), 'freightdesk-lh-'));
  const browser = spawn(
    chromiumPath,
    [
      '--headless=new',
      ...chromiumFlags,
      `--remote-debugging-port=${debuggingPort}`,
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForFirstAnswer(`http://127.0.0.1:${debuggingPort}/json/version`, 20_000);
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('lighthouse returned nothing');
    // A run Lighthouse could not complete scores 0: that is a failed measurement, not a score.
    const { runtimeError, runWarnings } = result.lhr;
    if (runtimeError)
      throw new Error(
        `Lighthouse could not measure the page: ${runtimeError.code} ${runtimeError.message} ${runWarnings.join(' ')}`,
      );
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
      firstContentfulPaintMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    // Chromium writes its profile while it shuts down: remove the directory once it has exited.
    const exited =
      browser.exitCode === null ? new Promise((resolve) => browser.once('exit', resolve)) : Promise.resolve();
    browser.kill('SIGTERM');
    await exited;
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

const lighthouseRuns = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** Each figure's median over the runs (the middle one, or the mean of the two middle ones). */
function medianOf(runs: LighthouseScores[]): LighthouseScores {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
  };
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseScores)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as LighthouseScores;
}

/**
 * Waits (at most three minutes) until the health check has answered within 50 ms ten times in a
 * row. The server runs with DEMO_TARIFFS=false: on a fresh data directory the demo load would
 * take tens of seconds of CPU on the cores Chromium shares, and `/` needs no tariffs.
 */
async function waitUntilServerIsQuiet(baseUrl: string): Promise<void> {
  const deadline = performance.now() + 180_000;
  const healthUrl = `${baseUrl}/api/health`;
  for (let quickAnswers = 0; quickAnswers < 10 && performance.now() < deadline;) {
    const startedAt = performance.now();
    await fetch(healthUrl);
    quickAnswers = performance.now() - startedAt < 50 ? quickAnswers + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function startupTimesMs(runs: number): Promise<number[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-bench-start-'));
  const port = await freePort();
  try {
    // First start creates and migrates the data directory; it is not measured.
    const first = startNpmStart({ PORT: String(port), DATA_DIR: dataDir });
    await waitForFirstAnswer(`http://127.0.0.1:${port}/`, 120_000);
    await first.stop();
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const startedAt = performance.now();
      const server = startNpmStart({ PORT: String(port), DATA_DIR: dataDir });
      await waitForFirstAnswer(`http://127.0.0.1:${port}/`, 60_000);
      times.push(Math.round(performance.now() - startedAt));
      await server.stop();
    }
    return times;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const startup = await startupTimesMs(3);
  console.log(`npm start → first answer (existing data dir): ${startup.join(' ms, ')} ms (budget ≤ 5000 ms)`);

  const dataDir = mkdtempSync(join(tmpdir(), 'freightdesk-bench-web-'));
  const port = await freePort();
  const server = startNpmStart({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_TARIFFS: 'false' });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForFirstAnswer(`${baseUrl}/api/health`, 120_000);
    await waitUntilServerIsQuiet(baseUrl);
    const javascript = await javascriptForHome(baseUrl);
    console.log(
      `JavaScript fetched to render /: ${(javascript.gzipBytes / 1000).toFixed(1)} kB gzip in ` +
        `${javascript.files.length} files (budget ≤ 170 kB)`,
    );
    console.log(
      `  ${javascript.files
        .map((file) => `${file.path.replace(/^\/assets\//, '')} ${(file.gzipBytes / 1000).toFixed(1)}`)
        .join(', ')}`,
    );
    const runs: LighthouseScores[] = [];
    let failedRuns = 0;
    for (let run = 0; run < lighthouseRuns; run += 1) {
      let scores: LighthouseScores;
      try {
        scores = await lighthouseMobile(`${baseUrl}/`);
      } catch (error) {
        // Measured again, at most twice in all; the failure is printed and counted in the summary.
        failedRuns += 1;
        console.log(`Lighthouse 12 mobile on / (run ${run + 1}/${lighthouseRuns}) failed: ${(error as Error).message}`);
        if (failedRuns > 2) throw error;
        run -= 1;
        continue;
      }
      runs.push(scores);
      console.log(
        `Lighthouse 12 mobile on / (run ${run + 1}/${lighthouseRuns}, load average ${loadavg()[0]?.toFixed(1)}): ` +
          `performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ` +
          `${scores.bestPractices}; FCP ${scores.firstContentfulPaintMs} ms, LCP ` +
          `${scores.largestContentfulPaintMs} ms, TBT ${scores.totalBlockingTimeMs} ms`,
      );
    }
    const scores = medianOf(runs);
    console.log(
      `Lighthouse 12 mobile on /, median of ${runs.length}` +
        (failedRuns ? ` (${failedRuns} failed run${failedRuns > 1 ? 's' : ''} measured again)` : '') +
        `: performance ${scores.performance} (≥ 90), accessibility ${scores.accessibility} (≥ 95), ` +
        `best practices ${scores.bestPractices} (≥ 95); FCP ${scores.firstContentfulPaintMs} ms, ` +
        `LCP ${scores.largestContentfulPaintMs} ms, TBT ${scores.totalBlockingTimeMs} ms`,
    );
    const resultsDir = join(repoRoot, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'web.json'),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          startupMs: startup,
          javascript,
          lighthouse: scores,
          lighthouseRuns: runs,
          lighthouseFailedRuns: failedRuns,
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

// `npm run bench:web`: prints the web budgets of issue 2. Not a test: it only measures.
//  1. JavaScript fetched to render `/`, in gzip bytes (each fetched .js counted at the size of
//     its pre-compressed .gz twin in apps/web/dist).
//  2. Lighthouse 12, mobile profile (its default simulated throttling), on `/`: several runs
//     (LIGHTHOUSE_RUNS, default 3), each printed, and their median. The simulation scales the
//     main-thread work it observed, so a busy machine lowers the performance score.
//  3. `npm start` with an existing data directory: time to its first answer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { lighthouseMedian } from './lighthouse-runner';
import { freePort, repoRoot, startNpmStart, waitForFirstAnswer } from './server-process';
import { fileList, javascriptForHome, kilobytes, waitUntilServerIsQuiet } from './web-javascript';

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
    // The server runs with DEMO_TARIFFS=false: on a fresh data directory the demo load would take tens of seconds
    // of CPU on the cores Chromium shares, and `/` needs no tariffs.
    const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
    const javascript = await javascriptForHome(await (await browser.newContext()).newPage(), baseUrl).finally(() =>
      browser.close(),
    );
    console.log(
      `JavaScript fetched to render /: ${kilobytes(javascript.gzipBytes)} gzip in ` +
        `${javascript.files.length} files (budget ≤ 170 kB)`,
    );
    console.log(`  ${fileList(javascript)}`);
    const { runs, median: scores, failedRuns } = await lighthouseMedian(`${baseUrl}/`, '/');
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

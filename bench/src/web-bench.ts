// `npm run bench:web`: prints the web budgets of issue 2. Not a test: it only measures.
//  1. JavaScript fetched to render `/`, in gzip bytes (each fetched .js counted at the size of
//     its pre-compressed .gz twin in apps/web/dist).
//  2. Lighthouse 12, mobile profile (its default simulated throttling), on `/`.
//  3. `npm start` with an existing data directory: time to its first answer.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, repoRoot, startNpmStart, waitForFirstAnswer } from './server-process';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

async function javascriptForHome(baseUrl: string): Promise<{ gzipBytes: number; files: string[] }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.slice(1) });
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('main').waitFor();
    const distDir = join(repoRoot, 'apps/web/dist');
    let gzipBytes = 0;
    for (const path of scripts) {
      const gzipped = join(distDir, `${path}.gz`);
      if (!existsSync(gzipped)) throw new Error(`no pre-compressed twin for ${path}`);
      gzipBytes += statSync(gzipped).size;
    }
    return { gzipBytes, files: [...scripts].sort() };
  } finally {
    await browser.close();
  }
}

async function lighthouseMobile(url: string): Promise<Record<string, number>> {
  const debuggingPort = await freePort();
  const userDataDir = mkdtempSync(join(tmpdir(), 'freightdesk-lh-'));
  const browser = spawn(chromiumPath, [...chromiumFlags, `--remote-debugging-port=${debuggingPort}`, `--user-data-dir=${userDataDir}`, 'about:blank'], { stdio: 'ignore' });
  try {
    await waitForFirstAnswer(`http://127.0.0.1:${debuggingPort}/json/version`, 20_000);
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('lighthouse returned nothing');
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
    const exited = browser.exitCode === null ? new Promise((resolve) => browser.once('exit', resolve)) : Promise.resolve();
    browser.kill('SIGTERM');
    await exited;
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 });
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
  const server = startNpmStart({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForFirstAnswer(`${baseUrl}/api/health`, 120_000);
    const javascript = await javascriptForHome(baseUrl);
    console.log(`JavaScript fetched to render /: ${(javascript.gzipBytes / 1000).toFixed(1)} kB gzip in ${javascript.files.length} files (budget ≤ 170 kB)`);
    const scores = await lighthouseMobile(`${baseUrl}/`);
    console.log(
      `Lighthouse 12 mobile on /: performance ${scores.performance} (≥ 90), accessibility ${scores.accessibility} (≥ 95), best practices ${scores.bestPractices} (≥ 95); FCP ${scores.firstContentfulPaintMs} ms, LCP ${scores.largestContentfulPaintMs} ms, TBT ${scores.totalBlockingTimeMs} ms`,
    );
    const resultsDir = join(repoRoot, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'web.json'), JSON.stringify({ measuredAt: new Date().toISOString(), startupMs: startup, javascript, lighthouse: scores }, null, 2));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

// What the web benchmarks share about the JavaScript a page fetches: each fetched script counted at the size of its
// pre-compressed .gz twin in apps/web/dist (what the server sends a browser that accepts gzip).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { portToPortFclSearch } from './demo-searches';
import { repoRoot } from './server-process';

export interface ScriptBytes {
  gzipBytes: number;
  files: { path: string; gzipBytes: number }[];
}

/** Starts collecting the path of every script `page` fetches; read the set at any time. */
export function watchScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  return scripts;
}

/** The scripts' gzip sizes (largest first) and their total. */
export function gzipBytesOf(paths: Iterable<string>): ScriptBytes {
  const distDir = join(repoRoot, 'apps/web/dist');
  const files = [...paths].map((path) => {
    const gzipped = join(distDir, `${path}.gz`);
    if (!existsSync(gzipped)) throw new Error(`no pre-compressed twin for ${path}`);
    return { path, gzipBytes: statSync(gzipped).size };
  });
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { gzipBytes: files.reduce((total, file) => total + file.gzipBytes, 0), files };
}

/** "12.3 kB" (1 kB = 1000 bytes, as the budgets are written). */
export const kilobytes = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** "start-abc.js 12.0, react-def.js 98.7" */
export const fileList = (bytes: ScriptBytes): string =>
  bytes.files.map((file) => `${file.path.replace(/^\/assets\//, '')} ${(file.gzipBytes / 1000).toFixed(1)}`).join(', ');

/** The JavaScript a new browser context fetches to render `/` (until the network is idle). */
export async function javascriptForHome(page: Page, baseUrl: string): Promise<ScriptBytes> {
  const scripts = watchScripts(page);
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.getByRole('main').waitFor();
  return gzipBytesOf(scripts);
}

/**
 * Waits (at most three minutes) until the health check has answered within 50 ms ten times in a row: the server
 * has finished what it does after start (migrations, the demo tariffs' load) and leaves the cores to Chromium.
 */
export async function waitUntilServerIsQuiet(baseUrl: string): Promise<void> {
  const deadline = performance.now() + 180_000;
  const healthUrl = `${baseUrl}/api/health`;
  for (let quickAnswers = 0; quickAnswers < 10 && performance.now() < deadline;) {
    const startedAt = performance.now();
    await fetch(healthUrl);
    quickAnswers = performance.now() - startedAt < 50 ? quickAnswers + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Waits (at most five minutes) until the demo set prices a quote. The demo tariffs load in the background after the
 * server first answers, each kind filled beside its table and swapped in (ADR 086): the health check can answer
 * quickly before any rate is in, so a quiet server alone does not mean the rates are there.
 */
export async function waitForDemoRates(baseUrl: string): Promise<void> {
  const deadline = performance.now() + 300_000;
  while (performance.now() < deadline) {
    const answer = await fetch(`${baseUrl}/api/v2/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(portToPortFclSearch()),
    });
    const quote = answer.ok ? ((await answer.json()) as { data: { rates: unknown[] } }).data : undefined;
    if (quote && quote.rates.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the demo set priced no quote within five minutes');
}

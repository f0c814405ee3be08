// Lighthouse 12, mobile profile (its default simulated throttling), in this machine's Chromium: the runner the web
// benchmarks share. The simulation scales the main-thread work it observed, so a busy machine lowers the score.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';
import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { freePort, waitForFirstAnswer } from './server-process';

export type LighthouseScores = Record<
  | 'performance'
  | 'accessibility'
  | 'bestPractices'
  | 'firstContentfulPaintMs'
  | 'largestContentfulPaintMs'
  | 'totalBlockingTimeMs',
  number
>;

/** The user agent Lighthouse 12's mobile profile sends (its `emulatedUserAgent`). */
export const lighthouseMobileUserAgent = lighthouseConstants.userAgents.mobile;

export async function lighthouseMobile(url: string): Promise<LighthouseScores> {
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
    // LIGHTHOUSE_REPORT_DIR=…: each run's full report is kept there, to read where the time went.
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      const stamp = Date.now();
      writeFileSync(join(reportDir, `lighthouse-${stamp}.json`), JSON.stringify(result.lhr));
      writeFileSync(join(reportDir, `trace-${stamp}.json`), JSON.stringify(result.artifacts.Trace));
    }
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

export const lighthouseRuns = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** Each figure's median over the runs (the middle one, or the mean of the two middle ones). */
export function medianOf(runs: LighthouseScores[]): LighthouseScores {
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
 * `lighthouseRuns` runs on `url`, each printed (labelled `label`); a failed run is printed and measured again, at
 * most twice in all. Returns the runs, their median and the number of failed runs.
 */
export async function lighthouseMedian(
  url: string,
  label: string,
): Promise<{ runs: LighthouseScores[]; median: LighthouseScores; failedRuns: number }> {
  const runs: LighthouseScores[] = [];
  let failedRuns = 0;
  for (let run = 0; run < lighthouseRuns; run += 1) {
    let scores: LighthouseScores;
    try {
      scores = await lighthouseMobile(url);
    } catch (error) {
      failedRuns += 1;
      console.log(
        `Lighthouse 12 mobile on ${label} (run ${run + 1}/${lighthouseRuns}) failed: ${(error as Error).message}`,
      );
      if (failedRuns > 2) throw error;
      run -= 1;
      continue;
    }
    runs.push(scores);
    console.log(
      `Lighthouse 12 mobile on ${label} (run ${run + 1}/${lighthouseRuns}, ` +
        `load average ${loadavg()[0]?.toFixed(1)}): ` +
        `performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ` +
        `${scores.bestPractices}; FCP ${scores.firstContentfulPaintMs} ms, LCP ` +
        `${scores.largestContentfulPaintMs} ms, TBT ${scores.totalBlockingTimeMs} ms`,
    );
  }
  return { runs, median: medianOf(runs), failedRuns };
}

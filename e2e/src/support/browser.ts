// Debian's Chromium driven by playwright-core (no browser download works here).
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../../scripts/lib/chromium.mjs';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    // Brand host names used by the tests resolve to this machine.
    args: [...chromiumFlags, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
}

export const desktopViewport = { width: 1366, height: 900 };
export const mobileViewport = { width: 390, height: 844 };

/** A fresh context (own cookies and storage) and page; axe needs newContext() then newPage(). */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: desktopViewport, ...options });
  const page = await context.newPage();
  return { context, page };
}

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Serious and critical accessibility violations on the page as it is now, once what is moving has settled: axe
 * blends a fading element's colours with what is behind it, so a dialog measured mid-fade reports contrast its
 * reader never sees.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeFinding[]> {
  const findings = await axeFindings(page);
  // A change that started while axe ran (a read arriving, a control changing variant) is measured mid-way: a finding
  // counts when it is still there once that has settled.
  return findings.length === 0 ? findings : axeFindings(page);
}

async function axeFindings(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever: only what ends is waited for.
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

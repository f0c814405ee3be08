// In-page timing for the quote-journey benchmark: from a user's input to the first paint that shows its effect.
//
// How "painted" is measured, and why: the capture-phase listener keeps the input event's `timeStamp` (when the
// browser received the input, so queueing before the handlers counts). A MutationObserver sees the first change of
// the DOM that shows the effect (a priced rate card, a re-ordered list). From its callback, a requestAnimationFrame
// callback runs at the start of the next frame's rendering step (before style, layout and paint); a message posted
// from inside it is delivered as a task after that rendering step, i.e. once the frame holding the change has been
// laid out and painted. The time taken there is the end. This bounds the paint from above by at most one task's
// delay; it needs no change to the product (Element Timing would need an `elementtiming` attribute on the card).
import type { Page } from 'playwright-core';

/**
 * tsx (esbuild, keeping function names) wraps named functions in `__name(...)`, and Playwright sends a function's
 * source to the page as it is: define the helper there before evaluating such a function.
 */
async function defineNameHelper(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name ??= (target) => target');
}

interface BenchWindow {
  benchTiming?: Promise<number | null>;
}

/**
 * Arms the measure in the page: the next `click` (or `change`, a native select's choice) anywhere starts it; it
 * ends at the paint after the first DOM change under `rootSelector` for which `shows(root)` holds (checked after each
 * batch of mutations). Resolves to null after `timeoutMs` without such a change.
 */
export async function armInputToPaint(
  page: Page,
  rootSelector: string,
  shows: 'pricedRateCard' | 'anyChange',
  timeoutMs: number,
): Promise<void> {
  await defineNameHelper(page);
  await page.evaluate(
    ({ rootSelector, shows, timeoutMs }) => {
      const benchWindow = window as BenchWindow;
      benchWindow.benchTiming = new Promise<number | null>((resolve) => {
        let inputAt: number | null = null;
        let settled = false;
        const pricedRateCard = () =>
          [...document.querySelectorAll('article')].some(
            (article) => article.querySelector('button[aria-pressed]') !== null && /\d/.test(article.textContent ?? ''),
          );
        const observer = new MutationObserver(() => {
          if (inputAt === null || settled) return;
          if (shows === 'pricedRateCard' && !pricedRateCard()) return;
          settled = true;
          observer.disconnect();
          const startedAt = inputAt;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - startedAt);
            channel.port2.postMessage(null);
          });
        });
        const root = document.querySelector(rootSelector) ?? document.body;
        observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
        document.addEventListener('click', (event) => (inputAt ??= event.timeStamp), { capture: true, once: true });
        // A native select answers a choice with `change` (no click on an option).
        document.addEventListener('change', (event) => (inputAt ??= event.timeStamp), { capture: true, once: true });
        setTimeout(() => {
          if (settled) return;
          settled = true;
          observer.disconnect();
          resolve(null);
        }, timeoutMs);
      });
    },
    { rootSelector, shows, timeoutMs },
  );
}

/** The armed measure's result, in milliseconds (null: the change did not come). */
export function inputToPaintMs(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as BenchWindow).benchTiming ?? null);
}

/** Waits until the page's main thread has had an idle period (at most `timeoutMs`). */
export async function waitForIdle(page: Page, timeoutMs = 3000): Promise<void> {
  await page.evaluate(
    (timeout) => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout })),
    timeoutMs,
  );
}

/** What the page saw while something happened: long tasks and the frames drawn. */
export interface SmoothnessReading {
  longTasks: number[];
  framesPerSecond: number;
  longestFrameMs: number;
}

/** Starts collecting long tasks ('longtask' entries, each over 50 ms) and requestAnimationFrame timestamps. */
export async function startSmoothnessReading(page: Page): Promise<void> {
  await defineNameHelper(page);
  await page.evaluate(() => {
    const reading = { longTasks: [] as number[], frames: [] as number[], running: true };
    (window as unknown as { benchSmoothness: typeof reading }).benchSmoothness = reading;
    new PerformanceObserver((list) => {
      if (reading.running) for (const entry of list.getEntries()) reading.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    const frame = (time: number) => {
      if (!reading.running) return;
      reading.frames.push(time);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

export async function stopSmoothnessReading(page: Page): Promise<SmoothnessReading> {
  // A long task is reported after it ends: give the observer a frame or two before stopping.
  await page.waitForTimeout(200);
  return page.evaluate(() => {
    const reading = (
      window as unknown as { benchSmoothness: { longTasks: number[]; frames: number[]; running: boolean } }
    ).benchSmoothness;
    reading.running = false;
    const { frames } = reading;
    const first = frames[0] ?? 0;
    const last = frames.at(-1) ?? 0;
    const gaps = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
    return {
      longTasks: reading.longTasks,
      framesPerSecond: last > first ? ((frames.length - 1) * 1000) / (last - first) : 0,
      longestFrameMs: gaps.length ? Math.max(...gaps) : 0,
    };
  });
}

import { chunkReloadFlagKey } from '@/lib/chunk-reload';
import { safeLocalStorage } from '@/lib/safe-storage';

/**
 * A page pays once for data the browser loads on first use: the locale data behind the first Intl object (~20–45 ms
 * here) and the first number format (~10–60 ms; a date format after them takes a few), and the origin's local
 * storage (~10 ms). Used during the first render, each of those joined one long task on a phone; asked for here,
 * after the first paint and while the app's code is still arriving, each is a short task of its own (ADR 094). Each
 * step waits for the next task.
 */
export function warmUpBrowserData(language: string): void {
  const steps = [
    () => new Intl.PluralRules(language),
    () => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(0),
    // The flag the boot reads once the app's code is in (chunk-reload.ts).
    () => safeLocalStorage.getItem(chunkReloadFlagKey),
  ];
  const runNext = () => {
    const step = steps.shift();
    if (!step) return;
    step();
    setTimeout(runNext, 0);
  };
  setTimeout(runNext, 0);
}

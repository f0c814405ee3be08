import { afterFirstScreen } from '@/lib/first-screen';

/**
 * The bundled faces (styles/fonts.css) load once the page has painted its first text (ADR 042):
 * declared from the start, the browser fetched their ~60 kB while laying out the first page, and
 * Lighthouse counted them on the way to its first paint, although `font-display: swap` never
 * waits for them. Until they arrive the text shows in the fallback faces (build-theme.ts).
 * Browsers without paint timing load them at once.
 */
export function loadFontsAfterFirstContentfulPaint(): void {
  // A page with the server's first screen (ADR 093) paints in the fallback faces until the app shows its own: a face
  // arriving before that would make the app's heading a larger paint than the screen's, a second largest paint.
  const load = () =>
    afterFirstScreen(() => {
      import('@/styles/fonts.css').catch(() => undefined);
    });
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    load();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  });
  observer.observe({ type: 'paint', buffered: true });
}

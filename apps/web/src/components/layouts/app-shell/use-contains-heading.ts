import { useCallback, useSyncExternalStore, type RefObject } from 'react';

/**
 * Whether the element holds an `<h1>`, kept up to date as pages (lazy route chunks) render into
 * it. The top bar uses it to make its page title the page's `<h1>` only where the page has
 * none, so that a page never has two. A store rather than state set from the observer: React
 * applies a store's change before the browser paints or runs another task, so no one (a screen
 * reader, a test) ever finds both headings between the page's commit and the top bar's (ADR 084).
 */
export function useContainsHeading(containerRef: RefObject<HTMLElement | null>): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const container = containerRef.current;
      if (!container) return () => {};
      const observer = new MutationObserver(onChange);
      observer.observe(container, { childList: true, subtree: true });
      return () => observer.disconnect();
    },
    [containerRef],
  );
  // Assume a heading until looked: a missing h1 for a moment is better than two. The server's first screen (ADR 093)
  // cannot look: it renders pages that have one.
  const assumeHeading = () => true;
  return useSyncExternalStore(subscribe, () => containerRef.current?.querySelector('h1') !== null, assumeHeading);
}

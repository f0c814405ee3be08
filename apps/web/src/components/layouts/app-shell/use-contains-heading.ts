import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element holds an `<h1>`, kept up to date as pages (lazy route chunks) render into
 * it. The top bar uses it to make its page title the page's `<h1>` only where the page has
 * none, so that a page never has two.
 */
export function useContainsHeading(containerRef: RefObject<HTMLElement | null>): boolean {
  // Assume a heading until looked: a missing h1 for a moment is better than two.
  const [containsHeading, setContainsHeading] = useState(true);
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const update = () => setContainsHeading(container.querySelector('h1') !== null);
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [containerRef]);
  return containsHeading;
}

import { Suspense, useEffect, useState } from 'react';
import { lazyNotice } from '../lazy-notice';

const Fab = lazyNotice(() => import('./back-to-top-fab'));

/** Scroll distance after which the button appears, in CSS pixels. */
export const appearAfterScrollPx = 400;

/**
 * Whether the page is scrolled further than `thresholdPx`, read when it scrolls (a restored position scrolls too).
 * Not on mount, as MUI's useScrollTrigger does: reading the position then forced a layout in the middle of the app's
 * first commit on every page (ADR 090).
 */
function useScrolledPast(thresholdPx: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > thresholdPx);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return isPast;
}

/** Appears once the page is scrolled down (its UI is fetched then); moves focus to the top. */
export function BackToTopButton() {
  const hasScrolled = useScrolledPast(appearAfterScrollPx);
  if (!hasScrolled) return null;
  return (
    <Suspense fallback={null}>
      <Fab isShown={hasScrolled} />
    </Suspense>
  );
}

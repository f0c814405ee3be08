import useScrollTrigger from '@mui/material/useScrollTrigger';
import { Suspense } from 'react';
import { lazyNotice } from '../lazy-notice';

const Fab = lazyNotice(() => import('./back-to-top-fab'));

/** Scroll distance after which the button appears, in CSS pixels. */
export const appearAfterScrollPx = 400;

/** Appears once the page is scrolled down (its UI is fetched then); moves focus to the top. */
export function BackToTopButton() {
  const hasScrolled = useScrollTrigger({ disableHysteresis: true, threshold: appearAfterScrollPx });
  if (!hasScrolled) return null;
  return (
    <Suspense fallback={null}>
      <Fab isShown={hasScrolled} />
    </Suspense>
  );
}

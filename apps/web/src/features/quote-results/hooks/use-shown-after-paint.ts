import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted what is on the page now, then true; true at once when `afterPaint` is false.
 * The results' heading is then painted in a frame of its own before the list's larger render (ADR 092), which is a
 * transition: it yields to the browser every few milliseconds instead of holding a phone's main thread throughout.
 */
export function useShownAfterPaint(afterPaint: boolean): boolean {
  const [shown, setShown] = useState(!afterPaint);
  useEffect(() => {
    if (shown) return;
    // A frame's callback runs before its paint; the task it queues runs after that paint.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, [shown]);
  return shown;
}

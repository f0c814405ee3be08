import { useLayoutEffect, type RefObject } from 'react';

/**
 * While a fixed box sits over the bottom of the viewport, the page gets as much room below its end (the box's height
 * and its gap to the edge), so scrolling brings every control of the page above it: the cookie banner, as tall as
 * half a phone's screen, must not hide a page's buttons (ADR 084).
 */
export function useRoomBelowPage(boxRef: RefObject<HTMLElement | null>, isShown: boolean): void {
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!isShown || !box) return;
    const { body } = document;
    const before = body.style.paddingBottom;
    const update = () => {
      const gap = Math.max(0, window.innerHeight - box.getBoundingClientRect().bottom);
      body.style.paddingBottom = `${Math.ceil(box.offsetHeight + 2 * gap)}px`;
    };
    // The observer's first call comes once the browser has laid the frame out, before it paints: measuring the box
    // here would force a layout of the whole page inside React's commit, one long task on a phone (ADR 087).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (observer) observer.observe(box);
    else update();
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, [boxRef, isShown]);
}

/**
 * Runs `callback` in a task after the browser's next paint: a frame's callback runs before its paint, and the task it
 * queues runs after that paint. A tab in the background paints no frames: the timer runs it anyway, so nothing waits
 * for the tab to be shown.
 */
export function afterNextPaint(callback: () => void, latestMs = 100): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    callback();
  };
  const fallback = setTimeout(run, latestMs);
  requestAnimationFrame(() => setTimeout(run, 0));
}

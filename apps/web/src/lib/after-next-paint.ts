/**
 * Runs `callback` in a task after the browser's next paint: a frame's callback runs before its paint, and the task it
 * queues runs after that paint. A tab in the background paints no frames: the timer runs it anyway, so nothing waits
 * for the tab to be shown.
 */
export function afterNextPaint(callback: () => void, latestMs = 100): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    callback();
  };
  setTimeout(start, latestMs);
  requestAnimationFrame(() => setTimeout(start, 0));
}

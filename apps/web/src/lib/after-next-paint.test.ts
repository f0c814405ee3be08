import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

// The browser's frames, driven by hand: a frame's callbacks run before its paint.
let frameCallbacks: FrameRequestCallback[] = [];
const paintFrame = () => {
  for (const callback of frameCallbacks.splice(0)) callback(performance.now());
};

beforeEach(() => {
  vi.useFakeTimers();
  frameCallbacks = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint (ADR 094)', () => {
  it('runs in the task after the next frame, not in the frame itself', () => {
    const started = vi.fn();
    afterNextPaint(started);
    expect(started).not.toHaveBeenCalled();
    paintFrame();
    expect(started).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(started).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('runs once from its timer when no frame comes (a tab in the background)', () => {
    const started = vi.fn();
    afterNextPaint(started, 100);
    vi.advanceTimersByTime(99);
    expect(started).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(started).toHaveBeenCalledTimes(1);
    paintFrame();
    vi.advanceTimersByTime(1000);
    expect(started).toHaveBeenCalledTimes(1);
  });
});

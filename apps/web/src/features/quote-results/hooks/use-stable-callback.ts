import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity for the component's life and always calls the latest `callback`: handed to
 * memoised children (cards, panels) so that they re-render for what they show, not for a new handler (ADR 071).
 * For event handlers only (it calls the callback of the last commit).
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

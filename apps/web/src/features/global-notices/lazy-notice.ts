import { lazy, type ComponentType } from 'react';

/**
 * A notice's UI as its own chunk, fetched the first time the notice has to show (an error
 * broadcast, a new deployment, a scroll): none of it is part of the start-up download (ADR 026). If it cannot be
 * fetched, the notice is skipped rather than breaking the page.
 */
export function lazyNotice<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.error(error);
      return { default: () => null };
    }),
  );
}

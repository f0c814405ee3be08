import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { withReloadOnChunkFailure } from './chunk-reload';

/** The app's one query client and TanStack's provider for it, once loaded. */
export interface LoadedQueryClient {
  client: QueryClient;
  Provider: ComponentType<{ client: QueryClient; children?: ReactNode }>;
}

// Types only here: this module brings none of TanStack Query's code into start-up (ADR 048).
let loaded: LoadedQueryClient | undefined;
let loading: Promise<LoadedQueryClient> | undefined;
const listeners = new Set<() => void>();

function publish(next: LoadedQueryClient | undefined) {
  loaded = next;
  for (const listener of listeners) listener();
}

const importQueryClient = withReloadOnChunkFailure('query-client', () => import('./query-client-provider'));

/**
 * Loads TanStack Query (a chunk of its own) and creates the app's one client, the first time
 * anything needs it: a page other than `/`, the auth panel, or an `AppQueries` on the first page.
 */
export function loadAppQueryClient(): Promise<LoadedQueryClient> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= importQueryClient().then(
    ({ createLoadedQueryClient }) => {
      const next = loaded ?? createLoadedQueryClient();
      if (next !== loaded) publish(next);
      return next;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The app's query client, if something has loaded it (log-out clears its cache). */
export function existingAppQueryClient(): QueryClient | undefined {
  return loaded?.client;
}

/** Sets the app's query client (tests, to use their own). */
export function setAppQueryClient(next: LoadedQueryClient | undefined): void {
  loading = undefined;
  publish(next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded client, or undefined until something has loaded it (re-renders when it has). */
export function useLoadedAppQueryClient(): LoadedQueryClient | undefined {
  return useSyncExternalStore(subscribe, () => loaded);
}

import { useEffect, type ReactNode } from 'react';
import { loadAppQueryClient, useLoadedAppQueryClient } from './app-query-client';

/**
 * Its children may run queries (TanStack's hooks, the features' `api/` hooks): they render
 * inside the app's one query client, loaded on first need, and `fallback` until it is there
 * (ADR 048). Every page but `/` and the auth panel come inside it (app/router.tsx); on the first
 * page (shell, dashboard) wrap the part that runs queries, so that `/` without it loads no
 * TanStack code.
 */
export function AppQueries({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const loaded = useLoadedAppQueryClient();
  useEffect(() => {
    // A failed chunk reloads the page once (chunk-reload.ts); after that, the fallback stays.
    if (!loaded) loadAppQueryClient().catch((error: unknown) => console.error(error));
  }, [loaded]);
  if (!loaded) return fallback;
  return <loaded.Provider client={loaded.client}>{children}</loaded.Provider>;
}

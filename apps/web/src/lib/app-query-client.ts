import type { QueryClient } from '@tanstack/react-query';

// A type only: this module does not bring TanStack Query's code into start-up (ADR 042).
let appQueryClient: QueryClient | undefined;

/** The app's query client, once a page that runs queries has created it (see query-client-provider.tsx). */
export function existingAppQueryClient(): QueryClient | undefined {
  return appQueryClient;
}

/** Sets the app's query client (the provider's first render; tests, to use their own). */
export function setAppQueryClient(client: QueryClient | undefined): void {
  appQueryClient = client;
}

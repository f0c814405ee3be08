import { QueryClientProvider } from '@tanstack/react-query';
import type { LoadedQueryClient } from './app-query-client';
import { createQueryClient } from './react-query';

/** The app's one query client with TanStack's provider (this chunk is loaded on demand: app-query-client.ts). */
export function createLoadedQueryClient(): LoadedQueryClient {
  return { client: createQueryClient(), Provider: QueryClientProvider };
}

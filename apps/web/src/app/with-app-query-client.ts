import { withReloadOnChunkFailure } from '@/lib/chunk-reload';

/**
 * Loads TanStack Query and the app's query client (a chunk of their own, ADR 042) and resolves to
 * `withAppQueryClient`: pages other than `/` and the auth panel come wrapped in it.
 */
export const withAppQueryClientIn = withReloadOnChunkFailure(
  'query-client',
  async () => (await import('@/lib/query-client-provider')).withAppQueryClient,
);

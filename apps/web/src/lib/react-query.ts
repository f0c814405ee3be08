import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { showsItsOwnError?: boolean };
    mutationMeta: { showsItsOwnError?: boolean };
  }
}

/**
 * Retries a failed call up to 3 times, but never when the user lacks the right (seed 000 §4), nor
 * when the token has expired (REFRESH_TOKEN refreshes it and reloads at once).
 */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  const { code } = toApiError(error);
  if (code === 'UNAUTHORIZED' || code === 'ACCESS_FORBIDDEN' || code === 'REFRESH_TOKEN') return false;
  return failureCount < 3;
}

/** Queries do not refetch on mount, window focus or reconnect (seed 000 §8). */
export const queryDefaults: DefaultOptions = {
  queries: {
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetryRequest,
  },
  mutations: { retry: false },
};

/** The app's query client: failures with a globally broadcast code go to the global error bus. */
export function createQueryClient(defaultOptions: DefaultOptions = queryDefaults): QueryClient {
  return new QueryClient({
    defaultOptions,
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.showsItsOwnError) publishGlobalError(toApiError(error).code);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.showsItsOwnError) publishGlobalError(toApiError(error).code);
      },
    }),
  });
}

import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { shouldRetryRequest } from '@/lib/retry-policy';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { showsItsOwnError?: boolean };
    mutationMeta: { showsItsOwnError?: boolean };
  }
}

/** Queries do not refetch on mount, window focus or reconnect (docs/product/shell.md#calls-every-screen-makes). */
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

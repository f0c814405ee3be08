import { toApiError } from '@/lib/api-client';

// Free of TanStack Query: the brand loader (start-up) and the query client share it.

/**
 * Retries a failed call up to 3 times, but never when the user lacks the right (docs/product/errors.md#global-codes),
 * nor when the token has expired (REFRESH_TOKEN refreshes it and reloads at once).
 */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  const { code } = toApiError(error);
  if (code === 'UNAUTHORIZED' || code === 'ACCESS_FORBIDDEN' || code === 'REFRESH_TOKEN') return false;
  return failureCount < 3;
}

/** The wait before retry number `failureCount + 1`: 1 s, 2 s, 4 s, … at most 30 s (TanStack Query's default). */
export function retryDelayMs(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

import type { BrandConfiguration } from '@freightdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, toApiError } from '@/lib/api-client';
import { shouldRetryRequest } from '@/lib/react-query';
import { parseBrandConfiguration } from './parse-brand-configuration';

export const brandConfigurationPath = '/configuration';

/**
 * `GET /configuration` (seed 000 §7), checked structurally (the server validated it against the
 * domain schema): a non-OK answer is INTERNAL_SERVER_ERROR; an exception (network, a body that
 * is not a brand) carries its own code or UNKNOWN_ERROR.
 */
export async function getBrandConfiguration(signal?: AbortSignal): Promise<BrandConfiguration> {
  const body = await apiClient.get(brandConfigurationPath, { ...(signal ? { signal } : {}), errorCodeFor: () => 'INTERNAL_SERVER_ERROR' });
  try {
    return parseBrandConfiguration(body);
  } catch (error) {
    throw toApiError(error);
  }
}

/** Fetched once per page load and kept; retried up to 3 times except UNAUTHORIZED/ACCESS_FORBIDDEN. */
export function brandConfigurationQueryOptions() {
  return queryOptions({
    queryKey: ['brand-configuration'] as const,
    queryFn: ({ signal }) => getBrandConfiguration(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: shouldRetryRequest,
    // The app cannot start without it: a failure shows the full-page error, not a modal.
    meta: { showsItsOwnError: true },
  });
}

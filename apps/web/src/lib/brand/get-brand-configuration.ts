import { queryOptions } from '@tanstack/react-query';
import { shouldRetryRequest } from '@/lib/react-query';
import { getBrandConfiguration, takeEarlyBrandConfigurationRequest } from './fetch-brand-configuration';

export { brandConfigurationPath, getBrandConfiguration } from './fetch-brand-configuration';

/** Fetched once per page load and kept; retried up to 3 times except UNAUTHORIZED/ACCESS_FORBIDDEN. */
export function brandConfigurationQueryOptions() {
  return queryOptions({
    queryKey: ['brand-configuration'] as const,
    // The first fetch may already be on its way: the boot script started it (ADR 026).
    queryFn: ({ signal }) => takeEarlyBrandConfigurationRequest() ?? getBrandConfiguration(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: shouldRetryRequest,
    // The app cannot start without it: a failure shows the full-page error, not a modal.
    meta: { showsItsOwnError: true },
  });
}

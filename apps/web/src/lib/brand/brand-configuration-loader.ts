import type { BrandConfiguration } from '@freightdesk/domain';
import { useSyncExternalStore } from 'react';
import { toApiError, type ApiError } from '@/lib/api-client';
import { retryDelayMs, shouldRetryRequest } from '@/lib/retry-policy';
import { getBrandConfiguration, takeEarlyBrandConfigurationRequest } from './fetch-brand-configuration';

/** Where the brand configuration stands: `brand` once loaded, `error` after the last retry failed. */
export interface BrandConfigurationState {
  brand: BrandConfiguration | undefined;
  error: ApiError | undefined;
  /** A request (or the wait before a retry) is under way. */
  isFetching: boolean;
}

/**
 * `GET /configuration` for the whole page load (docs/product/brands.md#brand-configuration,
 * docs/product/brands.md#how-a-brand-is-chosen): fetched once and kept, retried up to 3 times (1 s, 2 s, 4 s apart)
 * except UNAUTHORIZED/ACCESS_FORBIDDEN, started over by `retry()` from the full-page error. Kept out of TanStack Query
 * so that `/` does not download it (ADR 042); the same retry rule as the query client's.
 */
export interface BrandConfigurationLoader {
  getState(): BrandConfigurationState;
  subscribe(listener: () => void): () => void;
  /** Starts loading, once: later calls (and calls once loaded or failed) do nothing. */
  load(): void;
  /** After a failure: asks again, with its own retries. */
  retry(): void;
}

export interface BrandConfigurationLoaderOptions {
  /** Already known (tests): nothing is fetched. */
  brand?: BrandConfiguration;
  /** One attempt; by default the boot script's request first (ADR 026), then requests of its own. */
  fetchBrand?: () => Promise<BrandConfiguration>;
  retryDelayMs?: (failureCount: number) => number;
}

const fetchEarlyOrAgain = () => takeEarlyBrandConfigurationRequest() ?? getBrandConfiguration();

export function createBrandConfigurationLoader({
  brand,
  fetchBrand = fetchEarlyOrAgain,
  retryDelayMs: delayFor = retryDelayMs,
}: BrandConfigurationLoaderOptions = {}): BrandConfigurationLoader {
  let state: BrandConfigurationState = { brand, error: undefined, isFetching: false };
  const listeners = new Set<() => void>();
  const update = (next: BrandConfigurationState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  async function fetchWithRetries(): Promise<void> {
    update({ ...state, isFetching: true });
    for (let failureCount = 0; ; failureCount += 1) {
      try {
        update({ brand: await fetchBrand(), error: undefined, isFetching: false });
        return;
      } catch (error) {
        if (!shouldRetryRequest(failureCount, error)) {
          update({ brand: undefined, error: toApiError(error), isFetching: false });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delayFor(failureCount)));
      }
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (!state.brand && !state.error && !state.isFetching) void fetchWithRetries();
    },
    retry() {
      if (!state.brand && !state.isFetching) void fetchWithRetries();
    },
  };
}

/** The loader's state, re-rendering on every change. */
export function useBrandConfigurationState(loader: BrandConfigurationLoader): BrandConfigurationState {
  return useSyncExternalStore(loader.subscribe, loader.getState);
}

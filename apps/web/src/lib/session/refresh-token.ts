import { apiClient, toApiError } from '@/lib/api-client';
import { safeLocalStorage } from '@/lib/safe-storage';

export const updateJwtPath = '/api/v2/customers/update-jwt';

let pendingRefresh: Promise<string> | undefined;

/**
 * `GET /api/v2/customers/update-jwt` with the stored (expired) token: a fresh token. 401 →
 * UNAUTHORIZED, 503 → AUTH_SERVICE_PROBLEM (docs/product/accounts.md#token-lifetime-and-refresh). Calls that fail
 * together share one refresh.
 */
export function fetchRefreshedToken(): Promise<string> {
  pendingRefresh ??= apiClient
    .get<{ data: { jwt: string } }>(updateJwtPath)
    .then((answer) => {
      const jwt = answer?.data?.jwt;
      if (typeof jwt !== 'string' || jwt === '') throw toApiError(new Error('update-jwt answered no token'));
      return jwt;
    })
    .finally(() => {
      pendingRefresh = undefined;
    });
  return pendingRefresh;
}

/** When the last refresh reloaded the page: a REFRESH_TOKEN right after it must not loop. */
export const refreshReloadedAtKey = 'token-refresh-reloaded-at';
/** A second REFRESH_TOKEN within this time of a refresh reload ends the session instead. */
const reloadLoopGuardMs = 30_000;

export interface RefreshReloadDependencies {
  reload: () => void;
  now: () => number;
}

export const browserRefreshReloadDependencies: RefreshReloadDependencies = {
  reload: () => window.location.reload(),
  now: () => Date.now(),
};

/** Whether a refresh may reload the page now (no refresh reload in the last 30 s). */
export function mayReloadAfterRefresh({ now }: RefreshReloadDependencies): boolean {
  const last = Number(safeLocalStorage.getItem(refreshReloadedAtKey));
  return !Number.isFinite(last) || now() - last > reloadLoopGuardMs;
}

export function reloadAfterRefresh({ reload, now }: RefreshReloadDependencies): void {
  safeLocalStorage.setItem(refreshReloadedAtKey, String(now()));
  reload();
}

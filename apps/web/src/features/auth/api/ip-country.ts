import { isPhoneCountry, type IpCountry, type IpCountryResponse, type PhoneCountry } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { safeLocalStorage } from '@/lib/safe-storage';

export const ipCountryPath = '/api/v2/geo/ip-country';

/** The IP lookup result: the address the server saw and its country, if known. */
export type { IpCountry };

/** Where the last answer is kept (docs/product/accounts.md#ip-country: "cached under a customer ip key"). */
export const customerIpStorageKey = 'customerIp';
/** As long as the server lets the answer be cached (`max-age=3600`). */
const cacheLifetimeMs = 3_600_000;

interface CachedIpCountry extends IpCountry {
  savedAt: number;
}

function readCached(now: number): IpCountry | undefined {
  try {
    const cached = JSON.parse(safeLocalStorage.getItem(customerIpStorageKey) ?? 'null') as CachedIpCountry | null;
    if (!cached || typeof cached.savedAt !== 'number' || now - cached.savedAt > cacheLifetimeMs) return undefined;
    return {
      ip: String(cached.ip),
      countryIsoCode: typeof cached.countryIsoCode === 'string' ? cached.countryIsoCode : null,
    };
  } catch {
    return undefined;
  }
}

/**
 * `GET /api/v2/geo/ip-country`: non-200 → INTERNAL_ERROR, a failure → UNKNOWN_ERROR
 * (docs/product/errors.md#account-calls). Either way the caller leaves the country empty; nothing is shown.
 */
export async function lookUpIpCountry(): Promise<IpCountry> {
  const now = Date.now();
  const cached = readCached(now);
  if (cached) return cached;
  const answer = await apiClient.get<IpCountryResponse>(ipCountryPath, { errorCodeFor: () => 'INTERNAL_ERROR' });
  const result: IpCountry = { ip: answer.data.ip, countryIsoCode: answer.data.countryIsoCode ?? null };
  safeLocalStorage.setItem(customerIpStorageKey, JSON.stringify({ ...result, savedAt: now } satisfies CachedIpCountry));
  return result;
}

export const ipCountryQueryOptions = () =>
  queryOptions({
    queryKey: ['geo', 'ip-country'],
    queryFn: lookUpIpCountry,
    staleTime: Infinity,
    retry: false,
    // A failed lookup only leaves the phone country empty: no notice.
    meta: { showsItsOwnError: true },
  });

/** The visitor's country from the IP lookup when it is a phone country; undefined while unknown. */
export function useIpPhoneCountry(): PhoneCountry | undefined {
  const { data } = useQuery(ipCountryQueryOptions());
  const country = data?.countryIsoCode;
  return isPhoneCountry(country) ? country : undefined;
}

import type { BrandConfiguration } from '@freightdesk/domain';
import { apiClient, toApiError } from '@/lib/api-client';
import { parseBrandConfiguration } from './parse-brand-configuration';

export const brandConfigurationPath = '/configuration';

/**
 * `GET /configuration` (docs/product/brands.md#how-a-brand-is-chosen), checked structurally (the server validated it
 * against the domain schema): a non-OK answer is INTERNAL_SERVER_ERROR; an exception (network, a body that
 * is not a brand) carries its own code or UNKNOWN_ERROR.
 */
export async function getBrandConfiguration(signal?: AbortSignal): Promise<BrandConfiguration> {
  const body = await apiClient.get(brandConfigurationPath, {
    ...(signal ? { signal } : {}),
    errorCodeFor: () => 'INTERNAL_SERVER_ERROR',
  });
  try {
    return parseBrandConfiguration(body);
  } catch (error) {
    throw toApiError(error);
  }
}

let earlyRequest: Promise<BrandConfiguration> | undefined;

/**
 * Sends `GET /configuration` from the boot script, while the app's code is still downloading
 * (ADR 026). The brand query's first fetch takes this request over instead of sending its own.
 */
export function startBrandConfigurationRequest(): void {
  if (earlyRequest) return;
  earlyRequest = getBrandConfiguration();
  // Its failure is the brand query's to report (and retry), not an unhandled rejection.
  earlyRequest.catch(() => undefined);
}

/** The request started at boot, handed over once: retries and refetches ask the server again. */
export function takeEarlyBrandConfigurationRequest(): Promise<BrandConfiguration> | undefined {
  const request = earlyRequest;
  earlyRequest = undefined;
  return request;
}

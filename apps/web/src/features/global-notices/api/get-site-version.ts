import { buildRequestHeaders } from '@/lib/api-client';

/** What identifies the deployed build: the site root's ETag and Last-Modified headers. */
export interface SiteVersion {
  etag: string | null;
  lastModified: string | null;
}

/** `GET /` bypassing every cache (docs/product/shell.md#global-notices: the update check). */
export async function getSiteVersion(): Promise<SiteVersion> {
  const response = await fetch('/', { cache: 'no-store', credentials: 'omit', headers: buildRequestHeaders() });
  return { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
}

export function isSameSiteVersion(first: SiteVersion, latest: SiteVersion): boolean {
  return first.etag === latest.etag && first.lastModified === latest.lastModified;
}

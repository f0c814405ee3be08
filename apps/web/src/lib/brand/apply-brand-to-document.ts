import type { BrandConfiguration } from '@freightdesk/domain';
import { configureAppOrigin } from '@/lib/api-client';
import { configureCookieDomain } from '@/lib/cookies';

/**
 * What the rest of the page needs from the brand before rendering: the app-origin header,
 * the cookie domain, the default document title and the favicon.
 */
export function applyBrandToDocument(brand: BrandConfiguration): void {
  configureAppOrigin(brand.type);
  configureCookieDomain(brand.cookieDomains, window.location.hostname);
  document.title = brand.name;
  let favicon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!favicon) {
    favicon = document.createElement('link');
    favicon.rel = 'icon';
    document.head.append(favicon);
  }
  favicon.href = brand.favIconPath;
}

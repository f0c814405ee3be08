import { languageFromPath } from '@freightdesk/domain';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localizeHref } from '@/config/paths';

/**
 * Turns a registry href into a link for the current page: under the current language prefix
 * when the URL has one (`/es/quotes` → home is `/es`), unprefixed otherwise.
 */
export function useLocalizedHref(): (href: string) => string {
  const { pathname } = useLocation();
  const prefix = languageFromPath(pathname);
  return useCallback((href: string) => localizeHref(href, prefix), [prefix]);
}

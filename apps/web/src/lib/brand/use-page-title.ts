import { useEffect } from 'react';
import { useBrand } from './brand-context';

/** Sets `document.title` to "<page> · <brand>" while the page is shown (the brand name alone without one). */
export function usePageTitle(pageTitle: string | undefined): void {
  const { name } = useBrand();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${name}` : name;
  }, [pageTitle, name]);
}

import { createContext, use, useEffect } from 'react';

type SetBreadcrumbDetail = (detail: string | undefined) => void;

export const BreadcrumbDetailContext = createContext<SetBreadcrumbDetail | null>(null);

/**
 * Lets a page add what only it knows to its last breadcrumb, e.g. the booking detail page's
 * shipment id ("Booking details #FD-1042", docs/product/shell.md#breadcrumbs). Cleared when the page goes away.
 */
export function useBreadcrumbDetail(detail: string | undefined): void {
  const setDetail = use(BreadcrumbDetailContext);
  useEffect(() => {
    if (!setDetail) return;
    setDetail(detail);
    return () => setDetail(undefined);
  }, [setDetail, detail]);
}

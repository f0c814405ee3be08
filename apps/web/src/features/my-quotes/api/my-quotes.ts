import type { MyQuotesPage, MyQuotesTypeFilter, SearchShipmentType } from '@freightdesk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const myQuotesPath = '/api/v2/quotes';

/** The My quotes list's filters and page (docs/product/quoting.md#my-quotes); absent filters are left out. */
export interface MyQuotesRequest {
  mode?: SearchShipmentType | undefined;
  origin?: string | undefined;
  destination?: string | undefined;
  quoteType: MyQuotesTypeFilter;
  page: number;
  pageSize: number;
}

/** The query string of a request: blank filters and the default quote type are not sent. */
export function myQuotesSearchOf(request: MyQuotesRequest): string {
  const query = new URLSearchParams();
  if (request.mode) query.set('mode', request.mode);
  if (request.origin) query.set('origin', request.origin);
  if (request.destination) query.set('destination', request.destination);
  if (request.quoteType !== 'default') query.set('quoteType', request.quoteType);
  query.set('page', String(request.page));
  query.set('pageSize', String(request.pageSize));
  return query.toString();
}

/** `GET /api/v2/quotes`: one page of the customer's saved quotes, newest first. */
export async function getMyQuotes(request: MyQuotesRequest): Promise<MyQuotesPage> {
  return apiClient.get<MyQuotesPage>(`${myQuotesPath}?${myQuotesSearchOf(request)}`);
}

export const myQuotesQueryOptions = (request: MyQuotesRequest) =>
  queryOptions({
    queryKey: ['quotes', 'mine', request],
    queryFn: () => getMyQuotes(request),
    // The rows stay while the next page or filter loads (no jump to a spinner).
    placeholderData: keepPreviousData,
  });

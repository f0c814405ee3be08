import { myQuotesTypeFilters, searchShipmentTypes } from '@freightdesk/domain';
import { oneOf, pageOf, withFilter as withListFilter } from '@/lib/url-list-filters';
import type { MyQuotesRequest } from '../api/my-quotes';

export const myQuotesPageSize = 20;
/** The filters' free text, at most as long as the call takes. */
export const placeFilterMaxLength = 100;

/**
 * The list's filters and page as the address keeps them (`/quotes?mode=FCL&origin=CN&page=2`), so that a reload, a
 * link or the back button show the same list. Anything unknown is ignored.
 */
export function myQuotesRequestOf(search: URLSearchParams): MyQuotesRequest {
  const text = (name: string) => search.get(name)?.trim().slice(0, placeFilterMaxLength) || undefined;
  return {
    mode: oneOf(searchShipmentTypes, search.get('mode')),
    origin: text('origin'),
    destination: text('destination'),
    quoteType: oneOf(myQuotesTypeFilters, search.get('quoteType')) ?? 'default',
    page: pageOf(search),
    pageSize: myQuotesPageSize,
  };
}

export type FilterName = 'mode' | 'origin' | 'destination' | 'quoteType';

/** The address after a filter changes: the list starts again at its first page ('default' type: no filter). */
export const withFilter = (search: URLSearchParams, name: FilterName, value: string): URLSearchParams =>
  withListFilter(search, name, value, name === 'quoteType' ? 'default' : '');

export const hasFilters = (request: MyQuotesRequest): boolean =>
  request.mode !== undefined ||
  request.origin !== undefined ||
  request.destination !== undefined ||
  request.quoteType !== 'default';

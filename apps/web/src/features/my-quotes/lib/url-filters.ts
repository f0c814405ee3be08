import { myQuotesTypeFilters, searchShipmentTypes, type MyQuotesTypeFilter } from '@freightdesk/domain';
import type { MyQuotesRequest } from '../api/my-quotes';

export const myQuotesPageSize = 20;
/** The filters' free text, at most as long as the call takes. */
export const placeFilterMaxLength = 100;

const isMode = (value: string | null): value is NonNullable<MyQuotesRequest['mode']> =>
  (searchShipmentTypes as readonly (string | null)[]).includes(value);
const isTypeFilter = (value: string | null): value is MyQuotesTypeFilter =>
  (myQuotesTypeFilters as readonly (string | null)[]).includes(value);

/**
 * The list's filters and page as the address keeps them (`/quotes?mode=FCL&origin=CN&page=2`), so that a reload, a
 * link or the back button show the same list. Anything unknown is ignored.
 */
export function myQuotesRequestOf(search: URLSearchParams): MyQuotesRequest {
  const mode = search.get('mode');
  const quoteType = search.get('quoteType');
  const page = Number(search.get('page'));
  const text = (name: string) => search.get(name)?.trim().slice(0, placeFilterMaxLength) || undefined;
  return {
    mode: isMode(mode) ? mode : undefined,
    origin: text('origin'),
    destination: text('destination'),
    quoteType: isTypeFilter(quoteType) ? quoteType : 'default',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: myQuotesPageSize,
  };
}

export type FilterName = 'mode' | 'origin' | 'destination' | 'quoteType';

/** The address after a filter changes: the list starts again at its first page. */
export function withFilter(search: URLSearchParams, name: FilterName, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === '' || (name === 'quoteType' && value === 'default')) next.delete(name);
  else next.set(name, value);
  next.delete('page');
  return next;
}

export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

export const hasFilters = (request: MyQuotesRequest): boolean =>
  request.mode !== undefined ||
  request.origin !== undefined ||
  request.destination !== undefined ||
  request.quoteType !== 'default';

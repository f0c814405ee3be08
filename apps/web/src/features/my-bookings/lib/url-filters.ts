import { bookingModes, bookingSearchMinLength, bookingStatuses } from '@freightdesk/domain';
import { oneOf, pageOf, withFilter as withListFilter } from '@/lib/url-list-filters';
import type { MyBookingsRequest } from '../api/my-bookings';

export const myBookingsPageSize = 20;
export const searchMaxLength = 60;

/**
 * The list's filters and page as the address keeps them (`/shipments?status=P&mode=FCL&search=SH-0&page=2`), so a
 * reload, a link or the back button show the same list (as My quotes, ADR 058). Anything unknown is ignored; a
 * search shorter than 3 characters is not sent.
 */
export function myBookingsRequestOf(search: URLSearchParams): MyBookingsRequest {
  const text = search.get('search')?.trim().slice(0, searchMaxLength) ?? '';
  return {
    status: oneOf(bookingStatuses, search.get('status')),
    mode: oneOf(bookingModes, search.get('mode')),
    search: text.length >= bookingSearchMinLength ? text : undefined,
    page: pageOf(search),
    pageSize: myBookingsPageSize,
  };
}

export type FilterName = 'status' | 'mode' | 'search';

/** The address after a filter changes: the list starts again at its first page. */
export const withFilter = (search: URLSearchParams, name: FilterName, value: string): URLSearchParams =>
  withListFilter(search, name, value);

export const hasFilters = (request: MyBookingsRequest): boolean =>
  request.status !== undefined || request.mode !== undefined || request.search !== undefined;

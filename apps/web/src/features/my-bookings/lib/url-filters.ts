import { bookingModes, bookingSearchMinLength, bookingStatuses } from '@freightdesk/domain';
import type { MyBookingsRequest } from '../api/my-bookings';

export const myBookingsPageSize = 20;
export const searchMaxLength = 60;

const isStatus = (value: string | null): value is NonNullable<MyBookingsRequest['status']> =>
  (bookingStatuses as readonly (string | null)[]).includes(value);
const isMode = (value: string | null): value is NonNullable<MyBookingsRequest['mode']> =>
  (bookingModes as readonly (string | null)[]).includes(value);

/**
 * The list's filters and page as the address keeps them (`/shipments?status=P&mode=FCL&search=SH-0&page=2`), so a
 * reload, a link or the back button show the same list (as My quotes, ADR 058). Anything unknown is ignored; a
 * search shorter than 3 characters is not sent.
 */
export function myBookingsRequestOf(search: URLSearchParams): MyBookingsRequest {
  const status = search.get('status');
  const mode = search.get('mode');
  const page = Number(search.get('page'));
  const text = search.get('search')?.trim().slice(0, searchMaxLength) ?? '';
  return {
    status: isStatus(status) ? status : undefined,
    mode: isMode(mode) ? mode : undefined,
    search: text.length >= bookingSearchMinLength ? text : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: myBookingsPageSize,
  };
}

export type FilterName = 'status' | 'mode' | 'search';

/** The address after a filter changes: the list starts again at its first page. */
export function withFilter(search: URLSearchParams, name: FilterName, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === '') next.delete(name);
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

export const hasFilters = (request: MyBookingsRequest): boolean =>
  request.status !== undefined || request.mode !== undefined || request.search !== undefined;

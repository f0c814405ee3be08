import {
  bookingModes,
  bookingSearchMinLength,
  bookingStatuses,
  defaultStaffShipmentSort,
  staffPendingActionFilters,
  staffShipmentSorts,
  staffShipmentsDefaultPageSize,
  type StaffShipmentsQuery,
} from '@freightdesk/domain';
import { oneOf, pageOf, withFilter as withListFilter } from '@/lib/url-list-filters';

export const textFilterNames = ['search', 'customer', 'origin', 'destination'] as const;
export const dateFilterNames = [
  'bookedFrom',
  'bookedTo',
  'readyFrom',
  'readyTo',
  'etdFrom',
  'etdTo',
  'etaFrom',
  'etaTo',
] as const;
export type FilterName =
  (typeof textFilterNames)[number] | (typeof dateFilterNames)[number] | 'status' | 'mode' | 'pendingAction' | 'sort';

const minLengthOf: Record<(typeof textFilterNames)[number], number> = {
  search: bookingSearchMinLength,
  customer: bookingSearchMinLength,
  origin: 2,
  destination: 2,
};

/**
 * The list's filters, sort and page as the address keeps them (`/admin/shipments?status=R&customer=acme&page=2`), so
 * a reload, a link or the back button show the same list. Anything unknown is ignored; a text shorter than its
 * minimum is not sent.
 */
export function staffShipmentsQueryOf(search: URLSearchParams): StaffShipmentsQuery {
  const texts = Object.fromEntries(
    textFilterNames.map((name) => {
      const text = search.get(name)?.trim().slice(0, 60) ?? '';
      return [name, text.length >= minLengthOf[name] ? text : undefined];
    }),
  );
  const dates = Object.fromEntries(
    dateFilterNames.map((name) => {
      const value = search.get(name) ?? '';
      return [name, /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined];
    }),
  );
  return {
    ...texts,
    ...dates,
    status: oneOf(bookingStatuses, search.get('status')),
    mode: oneOf(bookingModes, search.get('mode')),
    pendingAction: oneOf(staffPendingActionFilters, search.get('pendingAction')),
    sort: oneOf(staffShipmentSorts, search.get('sort')) ?? defaultStaffShipmentSort,
    page: pageOf(search),
    pageSize: staffShipmentsDefaultPageSize,
  };
}

/** The address after a filter changes: the list starts again at its first page (the default sort: no filter). */
export const withFilter = (search: URLSearchParams, name: FilterName, value: string): URLSearchParams =>
  withListFilter(search, name, value, name === 'sort' ? defaultStaffShipmentSort : '');

/** Whether anything but the sort and the page narrows the list. */
export function hasFilters(query: StaffShipmentsQuery): boolean {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...filters } = query;
  return Object.values(filters).some((value) => value !== undefined);
}

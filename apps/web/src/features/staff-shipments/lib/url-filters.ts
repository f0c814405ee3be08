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

const oneOf = <Value extends string>(values: readonly Value[], value: string | null): Value | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as Value) : undefined;

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
  const page = Number(search.get('page'));
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
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: staffShipmentsDefaultPageSize,
  };
}

/** The address after a filter changes: the list starts again at its first page. */
export function withFilter(search: URLSearchParams, name: FilterName, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === '' || (name === 'sort' && value === defaultStaffShipmentSort)) next.delete(name);
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

/** Whether anything but the sort and the page narrows the list. */
export function hasFilters(query: StaffShipmentsQuery): boolean {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...filters } = query;
  return Object.values(filters).some((value) => value !== undefined);
}

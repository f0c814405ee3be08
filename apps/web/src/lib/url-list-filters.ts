/**
 * A list page's filters and page as the address keeps them (My quotes, My bookings; ADR 058): a reload, a link or the
 * back button show the same list. One rule for every list page: a changed filter starts the list again at its first
 * page; an empty (or default) value leaves the address; page 1 is the address without `page`.
 */

/** The value when it is one of `values`, else undefined (anything unknown in the address is ignored). */
export function oneOf<Value extends string>(values: readonly Value[], value: string | null): Value | undefined {
  return (values as readonly (string | null)[]).includes(value) ? (value as Value) : undefined;
}

/** The address's page: a whole number from 1, else 1. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address after a filter changes to `value` (`defaultValue`, like '', removes it): back to the first page. */
export function withFilter(search: URLSearchParams, name: string, value: string, defaultValue = ''): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === '' || value === defaultValue) next.delete(name);
  else next.set(name, value);
  next.delete('page');
  return next;
}

/** The address of another page of the list. */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

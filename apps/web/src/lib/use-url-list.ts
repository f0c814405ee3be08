import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { withPage } from './url-list-filters';

/**
 * A list page whose filters and page live in the address (ADR 058; `url-list-filters` holds the rules): the request
 * the address asks for, and the ways to change it. A filter change replaces the history entry (typing does not
 * fill the back button); a page change adds one.
 */
export function useUrlList<Request, FilterName extends string>(
  requestOf: (search: URLSearchParams) => Request,
  withFilter: (search: URLSearchParams, name: FilterName, value: string) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const onFilterChange = useCallback(
    (name: FilterName, value: string) =>
      setSearchParams((current) => withFilter(current, name, value), { replace: true }),
    [setSearchParams, withFilter],
  );
  return {
    searchParams,
    request: requestOf(searchParams),
    onFilterChange,
    clearFilters: () => setSearchParams({}, { replace: true }),
    goToPage: (page: number) => setSearchParams((current) => withPage(current, page)),
    /** A free-text filter as typed (the request may hold less: too short, or cut). */
    textOf: (name: FilterName) => searchParams.get(name)?.trim() ?? '',
  };
}

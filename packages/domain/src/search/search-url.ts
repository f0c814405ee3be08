import type { CargoSearch } from './cargo-search';
import type { IsoDate } from './iso-date';
import { decodeSearchResultsPathname, searchResultsPathname, type SearchPathFailureReason } from './search-url-path';
import {
  decodeSearchQuery,
  formatSearchQueryString,
  parseSearchQueryString,
  searchQueryParamsOf,
} from './search-url-query';

/**
 * The results address of a search (docs/product/shell.md#search-paths, docs/product/quoting.md#search-address), path
 * and query:
 *   /quotes/FCL/CNSHA/PORT/Shanghai/CN/USNYC/PORT/New%20York/US?cargoReadyDate=2030-01-15&type=manual&dv20=2
 * This is what the web app's path registry links to and what "copy quote URL" copies.
 * Decoding it back gives the same search: `parseSearchResultsLocation` ∘ `searchResultsPath`
 * is the identity on normalized searches whose ready date is not before `today`.
 */
export function searchResultsPath(search: CargoSearch): string {
  const query = formatSearchQueryString(searchQueryParamsOf(search));
  const pathname = searchResultsPathname(search);
  return query === '' ? pathname : `${pathname}?${query}`;
}

export type SearchResultsLocationFailureReason = SearchPathFailureReason;

export type SearchResultsLocationDecoding =
  { ok: true; search: CargoSearch } | { ok: false; reason: SearchResultsLocationFailureReason };

/**
 * Reads a results address back into a search (docs/product/quoting.md#search-address): `pathname` as in
 * `location.pathname` (a language prefix is allowed), `query` as in `location.search` (with or
 * without `?`). The path must be one of the product spec's variants, else a typed failure. The query
 * never fails: a past ready date becomes `today`, unreadable fields are null and an invalid
 * cargo is dropped (`cargo: null`); `cargoSearchValidity` then says what the user must fix.
 */
export function parseSearchResultsLocation(
  pathname: string,
  query: string,
  options: { today: IsoDate },
): SearchResultsLocationDecoding {
  const path = decodeSearchResultsPathname(pathname);
  if (!path.ok) return path;
  const fromQuery = decodeSearchQuery(parseSearchQueryString(query), path.shipmentType, options.today);
  return {
    ok: true,
    search: { shipmentType: path.shipmentType, origin: path.origin, destination: path.destination, ...fromQuery },
  };
}

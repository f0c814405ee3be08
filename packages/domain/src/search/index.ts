// Public surface of the search rules: places and search ends, the cargo search and its
// validity, route kinds, the DAP flag and the results-address codec.
export * from './search-location';
export { placeSchema, searchLocationSchema } from './search-location-schema';
export * from './cargo-search';
export * from './cargo-search-schema';
export * from './route-kind';
export * from './delivered-at-place';
export * from './search-validity';
export { searchResultsPathRoot, searchResultsPathname, decodeSearchResultsPathname } from './search-url-path';
export type { SearchPathFailureReason, SearchPathDecoding } from './search-url-path';
export { searchUrlCargoTypes } from './search-url-cargo';
export type { SearchUrlCargoType } from './search-url-cargo';
export * from './search-url';

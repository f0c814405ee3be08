import type { CargoSearch, QuoteCreated } from '@freightdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { createQuote } from './create-quote';
import { withCity } from './find-place';

/**
 * The quote of a search read from an address: ends without a city get theirs by code (CITY_NOT_FOUND), then the
 * search is priced. Cached per address and day, so going back and forth does not price it again; a reload does,
 * with the same search (docs/product/quoting.md#search-address).
 */
export const searchQuoteQueryOptions = (key: string, search: CargoSearch, language: string) =>
  queryOptions({
    queryKey: ['quote-search', key],
    queryFn: async ({ signal }): Promise<QuoteCreated['data']> => {
      const [origin, destination] = await Promise.all([
        withCity(search.origin, language),
        withCity(search.destination, language),
      ]);
      return createQuote({ ...search, origin, destination }, signal);
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

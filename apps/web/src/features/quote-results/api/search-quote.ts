import { isLanguage, type CargoSearch, type QuoteView } from '@freightdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { quoteViewQueryKey } from '@/lib/quote-view-query';
import { createQuote } from './create-quote';
import { withCity } from './find-place';

/**
 * The quote of a search read from an address: ends without a city get theirs by code (CITY_NOT_FOUND), then the
 * search is priced. Cached per address and day, so going back and forth does not price it again; a reload does,
 * with the same search (docs/product/quoting.md#search-address). The answer is the quote's view: it is kept where
 * the results read it, so they show without reading it again (ADR 071).
 */
export const searchQuoteQueryOptions = (key: string, search: CargoSearch, language: string) =>
  queryOptions({
    queryKey: ['quote-search', key],
    queryFn: async ({ signal, client }): Promise<QuoteView> => {
      const readLanguage = isLanguage(language) ? language : 'en';
      const [origin, destination] = await Promise.all([
        withCity(search.origin, language),
        withCity(search.destination, language),
      ]);
      const quote = await createQuote({ ...search, origin, destination }, readLanguage, signal);
      client.setQueryData(quoteViewQueryKey(quote.uuid, null, readLanguage), quote);
      return quote;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

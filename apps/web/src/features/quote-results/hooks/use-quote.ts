import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { followQuoteEvents } from '../api/quote-events';
import { quoteQueryOptions, type QuoteReadOptions } from '@/lib/quote-view-query';

/**
 * A quote as read, then kept current from its event stream while it fills (docs/product/quoting.md#progressive-fill):
 * every `quote` event replaces the cached view; the stream is followed only while the quote shown is incomplete.
 * `quote` is the view to show: the query's news renders at once (a store update is synchronous), and what the page
 * builds from it follows as a transition, in slices of a few milliseconds rather than one long task on a phone
 * (ADR 094). The stream starts once a view is shown, so its rates join as new rates rather than with the first ones.
 */
export function useQuote(quoteId: string, options: QuoteReadOptions) {
  const queryClient = useQueryClient();
  const queryOptions = quoteQueryOptions(quoteId, options);
  // Another currency or language of the same quote keeps the last view on screen while it is read.
  const query = useQuery({
    ...queryOptions,
    placeholderData: (previous) => (previous?.uuid === quoteId ? previous : undefined),
  });
  const quote = useDeferredValue(query.data);
  const { currency, language } = options;
  const follows = quote !== undefined && !quote.isCompleted && !quote.isExpired;
  useEffect(() => {
    if (!follows) return;
    const controller = new AbortController();
    const { queryKey } = quoteQueryOptions(quoteId, { currency, language });
    followQuoteEvents(
      quoteId,
      { currency, language },
      (quote) => queryClient.setQueryData(queryKey, quote),
      controller.signal,
    ).catch(() => {
      // A broken stream leaves the quote as last read; the next read completes it (docs/product/quoting.md).
    });
    return () => controller.abort();
  }, [follows, quoteId, currency, language, queryClient]);
  return { query, quote };
}

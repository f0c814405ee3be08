import type { CreateQuoteRequest, Language, QuoteView } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { quoteViewQueryKey } from '@/lib/quote-view-query';

export const createQuotePath = '/api/v2/quotes';

/**
 * `POST /api/v2/quotes?lang=` (docs/product/quoting.md#quote-calls): prices the search and stores the quote; a guest's
 * quote is anonymous (the bearer is sent only when signed in). 201 with the quote's view in `language`, as the results
 * page reads it; 422 with the reasons.
 */
export async function createQuote(body: CreateQuoteRequest, language: Language): Promise<QuoteView> {
  const answer = await apiClient.post<{ data: QuoteView }>(
    `${createQuotePath}?${new URLSearchParams({ lang: language }).toString()}`,
    body,
  );
  return answer.data;
}

/**
 * Creates the quote and keeps its view where the results page reads it (its own currency, `language`): the results
 * paint from it at once, without reading the quote again (ADR 071).
 */
export function useCreateQuoteMutation(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuoteRequest) => createQuote(body, language),
    onSuccess: (quote) => queryClient.setQueryData(quoteViewQueryKey(quote.uuid, null, language), quote),
  });
}

import type { CreateQuoteRequest, QuoteCreated } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const createQuotePath = '/api/v2/quotes';

/**
 * `POST /api/v2/quotes` (docs/product/quoting.md#quote-calls): prices the search and stores the quote; a guest's
 * quote is anonymous (the bearer is sent only when signed in). 201 with the quote's uuid; 422 with the reasons.
 */
export async function createQuote(body: CreateQuoteRequest): Promise<QuoteCreated['data']> {
  const answer = await apiClient.post<QuoteCreated>(createQuotePath, body);
  return answer.data;
}

export function useCreateQuoteMutation() {
  return useMutation({ mutationFn: createQuote });
}

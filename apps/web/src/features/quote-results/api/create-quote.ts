import type { CreateQuoteRequest, QuoteCreated } from '@freightdesk/domain';
import { apiClient } from '@/lib/api-client';

export const createQuotePath = '/api/v2/quotes';

/** `POST /api/v2/quotes`: prices a search and stores the quote (docs/product/quoting.md#quote-calls). */
export async function createQuote(request: CreateQuoteRequest, signal?: AbortSignal): Promise<QuoteCreated['data']> {
  const answer = await apiClient.post<QuoteCreated>(createQuotePath, request, signal ? { signal } : undefined);
  return answer.data;
}

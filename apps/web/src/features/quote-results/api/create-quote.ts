import type { CreateQuoteRequest, Language, QuoteView } from '@freightdesk/domain';
import { apiClient } from '@/lib/api-client';

export const createQuotePath = '/api/v2/quotes';

/**
 * `POST /api/v2/quotes?lang=`: prices a search and stores the quote (docs/product/quoting.md#quote-calls); answers
 * with the quote's view in `language`, as `GET /api/v2/quotes/customer/{id}` reads it (ADR 071).
 */
export async function createQuote(
  request: CreateQuoteRequest,
  language: Language,
  signal?: AbortSignal,
): Promise<QuoteView> {
  const path = `${createQuotePath}?${new URLSearchParams({ lang: language }).toString()}`;
  const answer = await apiClient.post<{ data: QuoteView }>(path, request, signal ? { signal } : undefined);
  return answer.data;
}

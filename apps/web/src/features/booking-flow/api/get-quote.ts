import { errorCodeForResponse, type Language, type QuoteView } from '@freightdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, buildRequestHeaders, toApiError } from '@/lib/api-client';

const quotePath = (quoteId: string, language: Language) =>
  `/api/v2/quotes/customer/${encodeURIComponent(quoteId)}?${new URLSearchParams({ lang: language }).toString()}`;

/**
 * `GET /api/v2/quotes/customer/{quoteId}?lang=` in the quote's own currency (docs/product/quoting.md#quote-calls): the
 * rate being booked. A 410 still carries the quote, flagged expired (its rates cannot be booked).
 */
export async function getBookingQuote(quoteId: string, language: Language, signal?: AbortSignal): Promise<QuoteView> {
  let response: Response;
  try {
    response = await fetch(quotePath(quoteId, language), {
      headers: buildRequestHeaders(),
      credentials: 'omit',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw toApiError(error);
  }
  const body = (await response.json().catch(() => undefined)) as { data?: QuoteView; message?: unknown } | undefined;
  if ((response.ok || response.status === 410) && body?.data) {
    return response.status === 410 ? { ...body.data, isExpired: true } : body.data;
  }
  throw new ApiError({ code: errorCodeForResponse(response.status, body?.message), status: response.status });
}

/** The same cache entry as the results page's read of the quote in its own currency (the page may have it already). */
export const bookingQuoteQueryOptions = (quoteId: string, language: Language) =>
  queryOptions({
    queryKey: ['quotes', quoteId, 'default', language],
    queryFn: ({ signal }) => getBookingQuote(quoteId, language, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

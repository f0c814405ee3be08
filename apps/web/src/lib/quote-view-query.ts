import { errorCodeForResponse, type Currency, type Language, type QuoteView } from '@freightdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, buildRequestHeaders, toApiError } from '@/lib/api-client';
import { loadAppQueryClient } from '@/lib/app-query-client';

/**
 * The query key of a quote's view as the results read it (`GET /api/v2/quotes/customer/{id}`): in `currency` (null:
 * the quote's own) and `language`. Shared because `POST /api/v2/quotes` answers with that same view: the quote
 * form seeds the cache with it, so the results page paints without reading the quote again (ADR 071).
 */
export const quoteViewQueryKey = (quoteId: string, currency: Currency | null, language: Language) =>
  ['quotes', quoteId, currency ?? 'default', language] as const;

export const quotePath = (quoteId: string) => `/api/v2/quotes/customer/${encodeURIComponent(quoteId)}`;

export interface QuoteReadOptions {
  /** Null: the quote's own currency (the customer's default when it was made). */
  currency: Currency | null;
  language: Language;
}

export const quoteReadQuery = ({ currency, language }: QuoteReadOptions): string =>
  `?${new URLSearchParams({ ...(currency ? { currency } : {}), lang: language }).toString()}`;

/**
 * `GET /api/v2/quotes/customer/{quoteId}?currency=&lang=` (docs/product/quoting.md#quote-calls). A 410 still
 * carries the quote, flagged expired: it is an answer here, not an error.
 */
export async function getQuote(quoteId: string, options: QuoteReadOptions, signal?: AbortSignal): Promise<QuoteView> {
  let response: Response;
  try {
    response = await fetch(quotePath(quoteId) + quoteReadQuery(options), {
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

/**
 * Quotes are cached and never go stale in the browser (docs/product/quoting.md#progressive-fill). The results page
 * and the booking page read the quote through this one entry, so a booking started from the results paints at once.
 */
export const quoteQueryOptions = (quoteId: string, options: QuoteReadOptions) =>
  queryOptions({
    queryKey: quoteViewQueryKey(quoteId, options.currency, options.language),
    queryFn: ({ signal }) => getQuote(quoteId, options, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * A page of one quote reads it as the app starts (app/start.tsx, ADR 090): in the quote's own currency, as the page
 * first shows it, into the app's query client, where the page's query finds it in flight or answered. A failure is the
 * page's to show: its query reads again.
 */
export function readQuoteAtStart(quoteId: string, language: Language): void {
  loadAppQueryClient()
    .then(({ client }) => client.prefetchQuery(quoteQueryOptions(quoteId, { currency: null, language })))
    .catch(() => undefined);
}

import type { Currency, Language } from '@freightdesk/domain';

/**
 * The query key of a quote's view as the results read it (`GET /api/v2/quotes/customer/{id}`): in `currency` (null:
 * the quote's own) and `language`. Shared because `POST /api/v2/quotes` answers with that same view: the quote
 * form seeds the cache with it, so the results page paints without reading the quote again (ADR 071).
 */
export const quoteViewQueryKey = (quoteId: string, currency: Currency | null, language: Language) =>
  ['quotes', quoteId, currency ?? 'default', language] as const;

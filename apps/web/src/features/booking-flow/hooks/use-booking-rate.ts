import { isLanguage, type Language, type QuoteView, type Rate } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { quoteQueryOptions } from '@/lib/quote-view-query';

export type BookingRateState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'rateNotFound'; quote: QuoteView }
  | { status: 'ready'; quote: QuoteView; rate: Rate };

/** The quote and the rate being booked, read in the page's language. */
export function useBookingRate(quoteId: string, rateUuid: string): BookingRateState {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  // The quote in its own currency: the results page's cache entry (it may have it already).
  const query = useQuery(quoteQueryOptions(quoteId, { currency: null, language }));
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  const quote = query.data;
  const rate = quote.rates.find((candidate) => candidate.uuid === rateUuid);
  return rate ? { status: 'ready', quote, rate } : { status: 'rateNotFound', quote };
}

/** The quote form a new quote starts from, by the rate's mode. */
export const newQuoteServiceTypeOf = (shipmentType: string): 'ocean' | 'air' | 'road' =>
  shipmentType === 'AIR' ? 'air' : shipmentType === 'LTL' ? 'road' : 'ocean';

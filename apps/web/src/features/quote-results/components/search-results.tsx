import { i18nKeyOf, parseSearchResultsLocation, type CargoSearch } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-client';
import { localToday } from '@/lib/local-today';
import { searchQuoteQueryOptions } from '../api/search-quote';
import type { QuoteResultsSlots } from '../lib/slots';
import { QuoteLoader } from './quote-loader';
import { QuoteProblem } from './quote-problem';
import { QuoteResults, type QuoteResultsProps } from './quote-results';

export interface SearchResultsProps extends QuoteResultsSlots, Pick<QuoteResultsProps, 'onBookRate'> {
  /** `location.pathname` and `location.search` of a search address. */
  pathname: string;
  search: string;
}

/**
 * The results of a search described by the address (docs/product/shell.md#search-paths): decoded by the domain's
 * codec (a past ready date becomes today), priced with POST /api/v2/quotes, then shown as any quote.
 */
export function SearchResults({ pathname, search, ...rest }: SearchResultsProps) {
  const { t } = useTranslation();
  const today = localToday();
  const decoded = useMemo(() => parseSearchResultsLocation(pathname, search, { today }), [pathname, search, today]);
  if (!decoded.ok) return <QuoteProblem message={t('quoteResults.search.notASearch')} />;
  return <PricedSearch searchKey={`${today}${pathname}${search}`} search={decoded.search} {...rest} />;
}

/** Prices a search once per address and day, then shows its quote. */
export function PricedSearch({
  searchKey,
  search,
  ...rest
}: { searchKey: string; search: CargoSearch } & QuoteResultsSlots & Pick<QuoteResultsProps, 'onBookRate' | 'title'>) {
  const { t, i18n } = useTranslation();
  const query = useQuery(searchQuoteQueryOptions(searchKey, search, i18n.language));
  if (query.isError) {
    const error = toApiError(query.error);
    return (
      <QuoteProblem message={error.status === 422 ? t('quoteResults.search.cannotPrice') : t(i18nKeyOf(error.code))} />
    );
  }
  if (!query.data) return <QuoteLoader step="sendingToCarriers" onRetry={() => void query.refetch()} />;
  return <QuoteResults quoteId={query.data.uuid} {...rest} />;
}

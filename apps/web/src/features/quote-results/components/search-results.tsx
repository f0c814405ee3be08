import { i18nKeyOf, parseSearchResultsLocation, type CargoSearch } from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { localToday } from '@/lib/local-today';
import { searchQuoteQueryOptions } from '../api/search-quote';
import type { QuoteResultsSlots } from '../lib/slots';
import { QuoteLoader } from './quote-loader';
import { QuoteResults, type QuoteResultsProps } from './quote-results';
import { Alert } from '@/components/ui/alert';

export interface SearchResultsProps extends QuoteResultsSlots, Pick<QuoteResultsProps, 'onBookRate'> {
  /** `location.pathname` and `location.search` of a search address. */
  pathname: string;
  search: string;
}

/** A search address that cannot be priced: why, and a way to a new quote. */
export function SearchAddressProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
      <Alert severity="error" sx={{ width: '100%' }}>
        {message}
      </Alert>
      <Button variant="contained" to={localizedHref(paths.getQuote.getHref({ serviceType: 'ocean' }))}>
        {t('quoteResults.search.newQuote')}
      </Button>
    </Stack>
  );
}

/**
 * The results of a search described by the address (docs/product/shell.md#search-paths): decoded by the domain's
 * codec (a past ready date becomes today), priced with POST /api/v2/quotes, then shown as any quote.
 */
export function SearchResults({ pathname, search, ...rest }: SearchResultsProps) {
  const { t } = useTranslation();
  const today = localToday();
  const decoded = useMemo(() => parseSearchResultsLocation(pathname, search, { today }), [pathname, search, today]);
  if (!decoded.ok) return <SearchAddressProblem message={t('quoteResults.search.notASearch')} />;
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
      <SearchAddressProblem
        message={error.status === 422 ? t('quoteResults.search.cannotPrice') : t(i18nKeyOf(error.code))}
      />
    );
  }
  if (!query.data) return <QuoteLoader step="sendingToCarriers" onRetry={() => void query.refetch()} />;
  return <QuoteResults quoteId={query.data.uuid} {...rest} />;
}

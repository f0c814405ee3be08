import type { QuoteView, Rate } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { CombinedQuoteResults, QuoteResults, SearchResults } from '@/features/quote-results';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/**
 * Every results page (docs/product/quoting.md#results-screen), one chunk for all (each lazy route costs the first
 * page its preload list):
 * - by id: `/quotes/:quoteId`, `/progressive-quotes/:quoteId`, `/anonymous-quote/:quoteId` and its rate route
 *   `/anonymous-quote/:quoteId/rate/:rateId`, and `/quote/:quoteId/rate/:rateUuid` (until booking exists: the
 *   results with that rate chosen and its details open);
 * - the search addresses (docs/product/shell.md#search-paths): the same address prices the same search;
 * - `/combined-quotes/:combinedItemType/…`: one loose cargo as LCL and FCL (docs/decisions/056-combined-quotes.md).
 * The slots of other features (no-results offer, share and save, map, emissions) are filled here when they exist.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const localizedHref = useLocalizedHref();
  const { quoteId, rateId, rateUuid, combinedItemType } = useParams();
  usePageTitle(t(combinedItemType ? paths.combinedQuotes.titleKey : paths.quote.titleKey));
  const book = (rate: Rate, quote: QuoteView) =>
    navigate(localizedHref(paths.rateBooking.getHref({ quoteId: quote.uuid, rateUuid: rate.uuid })));
  if (combinedItemType) {
    return <CombinedQuoteResults pathname={location.pathname} search={location.search} onBookRate={book} />;
  }
  if (!quoteId) return <SearchResults pathname={location.pathname} search={location.search} onBookRate={book} />;
  return (
    <QuoteResults
      key={quoteId}
      quoteId={quoteId}
      initialRateId={rateUuid ?? rateId}
      onBookRate={rateUuid === undefined ? book : undefined}
    />
  );
}

import { routeMapPointsOf, type QuoteView, type Rate } from '@freightdesk/domain';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { RouteMap } from '@/components/route-map';
import { paths } from '@/config/paths';
import { QuoteActions } from '@/features/quote-sharing';
import { StaffRateTools } from '@/features/staff-quotes';
import {
  QuoteResults,
  type CombinedQuoteResultsProps,
  type QuoteResultsSlots,
  type SearchResultsProps,
} from '@/features/quote-results';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { loadOnDemandTexts } from '@/lib/i18n/i18n';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { useSession } from '@/lib/session';

// The custom quote requests show only when a search finds nothing: their code (and the phone field's numbering
// plans, ~27 kB gzip) is fetched then, not with every results page nor with the form that preloads this route.
const loadCustomRequests = () => import('@/features/custom-requests');
const CustomQuoteRequest = lazyWithReload<{ quote: QuoteView }>('custom-requests', () =>
  loadCustomRequests().then((module) => ({ default: module.CustomQuoteRequest })),
);
const CustomAirQuoteRequest = lazyWithReload<{ quote: QuoteView }>('custom-requests', () =>
  loadCustomRequests().then((module) => ({ default: module.CustomAirQuoteRequest })),
);

// The search addresses and combined quotes decode the address with the cargo schemas: their code is fetched for those
// addresses only, not with `/quotes/:id` nor with the form that preloads this route (ADR 071).
const loadSearchResults = () => import('@/features/quote-results/search');
const SearchResults = lazyWithReload<SearchResultsProps>('quote-search-results', () =>
  loadSearchResults().then((module) => ({ default: module.SearchResults })),
);
const CombinedQuoteResults = lazyWithReload<CombinedQuoteResultsProps>('quote-search-results', () =>
  loadSearchResults().then((module) => ({ default: module.CombinedQuoteResults })),
);

/**
 * What other features bring to the results: the custom (air) quote request when nothing is found (ADR 058), share,
 * copy and save (ADR 059), staff's tools on the chosen rate (ADR 081), and the map of the chosen rate's route with
 * the nearby ports (ADR 061).
 */
const slots: QuoteResultsSlots = {
  renderNoResults: (quote: QuoteView) => (
    <Suspense fallback={null}>
      {quote.shipmentType === 'AIR' ? <CustomAirQuoteRequest quote={quote} /> : <CustomQuoteRequest quote={quote} />}
    </Suspense>
  ),
  renderQuoteActions: (quote: QuoteView) => <QuoteActions quote={quote} />,
  renderRateStaffTools: (quote, rate) => <StaffRateTools quote={quote} rate={rate} />,
  renderRouteMap: (quote, selectedRate, selectRate) => (
    <RouteMap
      points={routeMapPointsOf(quote, selectedRate)}
      // The drawing (~30 kB gzip) is fetched once a rate is chosen or the map asked for, not with the list (ADR 082).
      draw={selectedRate ? 'inView' : 'onRequest'}
      onSelectSuggestion={(point) => point.suggestion && selectRate(point.suggestion.rateUuid)}
    />
  ),
};

/**
 * Whether the results may show: at once for customers; for staff once the feature pages' texts are in, since their
 * internal data and tools on a rate (ADR 081) speak the `staffQuotes` area. The results load only the quote journey's
 * texts, so that customers never fetch staff's (ADR 073, 082).
 */
function useStaffTextsReady(): boolean {
  const { user } = useSession();
  const isStaff = user?.isInternalUser ?? false;
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!isStaff) return;
    let current = true;
    void loadOnDemandTexts().then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [isStaff]);
  return !isStaff || loaded;
}

/**
 * Every results page (docs/product/quoting.md#results-screen), one chunk for all (each lazy route costs the first
 * page its preload list):
 * - by id: `/quotes/:quoteId`, `/progressive-quotes/:quoteId`, `/anonymous-quote/:quoteId` and its rate route
 *   `/anonymous-quote/:quoteId/rate/:rateId`; 'Book' opens the rate's booking page `/quote/:quoteId/rate/:rateUuid`
 *   (docs/decisions/069-booking-flow.md);
 * - the search addresses (docs/product/shell.md#search-paths): the same address prices the same search;
 * - `/combined-quotes/:combinedItemType/…`: one loose cargo as LCL and FCL (docs/decisions/056-combined-quotes.md).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const localizedHref = useLocalizedHref();
  const { quoteId, rateId, combinedItemType } = useParams();
  usePageTitle(t(combinedItemType ? paths.combinedQuotes.titleKey : paths.quote.titleKey));
  const textsReady = useStaffTextsReady();
  if (!textsReady) return null;
  const book = (rate: Rate, quote: QuoteView) =>
    navigate(localizedHref(paths.rateBooking.getHref({ quoteId: quote.uuid, rateUuid: rate.uuid })));
  if (combinedItemType) {
    return (
      <Suspense fallback={null}>
        <CombinedQuoteResults pathname={location.pathname} search={location.search} onBookRate={book} {...slots} />
      </Suspense>
    );
  }
  if (!quoteId) {
    return (
      <Suspense fallback={null}>
        <SearchResults pathname={location.pathname} search={location.search} onBookRate={book} {...slots} />
      </Suspense>
    );
  }
  return <QuoteResults key={quoteId} quoteId={quoteId} initialRateId={rateId} onBookRate={book} {...slots} />;
}

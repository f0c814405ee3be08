import {
  applyQuoteSearchFilters,
  bestRatesOf,
  rateFilterOptionsOf,
  resetQuoteSearchFilters,
  showsCustomerViewToggle,
  updateQuoteSearchFilters,
  usesOptimizedQuoteResult,
  defaultQuoteSearchFilters,
  type QuoteSearchFiltersChange,
  type QuoteView,
} from '@freightdesk/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { localToday } from '@/lib/local-today';

export type ResultsTab = 'best' | 'all';
export type ResultsLayout = 'cards' | 'table';

export interface ResultsViewer {
  isInternalUser: boolean;
  optimizedQuoteResult: boolean;
  tabularRateCard: boolean;
  initialRateId?: string | undefined;
}

/**
 * The state of a results screen over the domain's rules (never re-sorting or re-filtering here): filters, the
 * chosen rate, the best/all tab, cards or table, the staff customer view, and which rates are on screen. Rates that
 * join from the event stream after the first ones wait behind "N new rates — show" and join with the next filter
 * or sort change (docs/decisions/057-quote-results-screen.md), so the list never moves under the pointer.
 */
export function useResultsView(quote: QuoteView, viewer: ResultsViewer) {
  const { isInternalUser } = viewer;
  const [filters, setFilters] = useState(() => defaultQuoteSearchFilters({ isInternalUser }));
  // The session may be read after the page first shows: a viewer who turns out to be staff starts from staff defaults.
  const [filtersViewer, setFiltersViewer] = useState(isInternalUser);
  if (filtersViewer !== isInternalUser) {
    setFiltersViewer(isInternalUser);
    setFilters(defaultQuoteSearchFilters({ isInternalUser }));
  }
  const [selectedRateId, setSelectedRateId] = useState<string | null>(viewer.initialRateId ?? null);
  const [customerView, setCustomerView] = useState(false);
  const [layout, setLayout] = useState<ResultsLayout>('cards');
  const [shownIds, setShownIds] = useState<ReadonlySet<string> | null>(null);
  const viewerOfQuote = { ...viewer, shipmentType: quote.shipmentType };
  const optimized = usesOptimizedQuoteResult({ ...viewerOfQuote, customerViewSelected: customerView });
  const [tab, setTab] = useState<ResultsTab>(optimized ? 'best' : 'all');
  const today = localToday();

  const { rates: quoteRates } = quote;
  useEffect(() => {
    if (shownIds === null && quoteRates.length > 0) setShownIds(new Set(quoteRates.map((rate) => rate.uuid)));
  }, [shownIds, quoteRates]);
  // Stable while the quote's rates are: the memoised panels and cards below do not re-render for nothing (ADR 071).
  const showNewRates = useCallback(() => setShownIds(new Set(quoteRates.map((rate) => rate.uuid))), [quoteRates]);

  // The filter choices depend on the quote's rates alone, not on each filter or sort change.
  const options = useMemo(() => rateFilterOptionsOf(quoteRates), [quoteRates]);
  const derived = useMemo(() => {
    const context = { now: today };
    const rates = applyQuoteSearchFilters(quoteRates, filters, context).filter(
      (rate) => shownIds === null || shownIds.has(rate.uuid),
    );
    return {
      rates,
      best: bestRatesOf(rates, context),
      newRatesCount: shownIds === null ? 0 : quoteRates.filter((rate) => !shownIds.has(rate.uuid)).length,
    };
  }, [quoteRates, filters, shownIds, today]);
  const changeFilters = useCallback(
    (change: QuoteSearchFiltersChange) => {
      setFilters((current) => updateQuoteSearchFilters(current, change));
      showNewRates();
    },
    [showNewRates],
  );
  const resetFilters = useCallback(() => {
    setFilters(resetQuoteSearchFilters({ isInternalUser }));
    showNewRates();
  }, [isInternalUser, showNewRates]);
  const selectedRate = useMemo(
    () => quoteRates.find((rate) => rate.uuid === selectedRateId) ?? null,
    [quoteRates, selectedRateId],
  );

  return {
    ...derived,
    options,
    today,
    filters,
    changeFilters,
    resetFilters,
    showNewRates,
    selectedRate,
    selectRate: setSelectedRateId,
    tab: optimized ? tab : 'all',
    setTab,
    tabsShown: optimized,
    layout: viewer.tabularRateCard ? layout : 'cards',
    setLayout,
    layoutChoice: viewer.tabularRateCard,
    customerView,
    setCustomerView: (on: boolean) => {
      setCustomerView(on);
      setTab(on ? 'best' : 'all');
    },
    customerViewToggle: showsCustomerViewToggle(viewerOfQuote),
    /** Internal fields show for staff with InternalData on, never in the customer view. */
    showsInternalData: isInternalUser && !customerView && filters.viewingOptions.includes('InternalData'),
  };
}

export type ResultsView = ReturnType<typeof useResultsView>;

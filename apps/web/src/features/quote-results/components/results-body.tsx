import { quoteResultsEventNames, rateValidityOf, type Currency, type QuoteView, type Rate } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import type { DrawerProps } from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { memo, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useBrand } from '@/lib/brand/brand-context';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { useSession } from '@/lib/session';
import { useHasBeenTrue } from '../hooks/use-has-been-true';
import { useResultsView } from '../hooks/use-results-view';
import { useShownAfterPaint } from '../hooks/use-shown-after-paint';
import { useStableCallback } from '../hooks/use-stable-callback';
import type { QuoteResultsSlots } from '../lib/slots';
import { PartialQuoteNotice } from './partial-quote-notice';
import { RateDetail } from './rate-detail';
import { RateFiltersPanel } from './rate-filters-panel';
import { RateList, type RateListProps } from './rate-list';
import { ResultsHeader } from './results-header';
import { ResultsToolbar, resultsTabPanelId } from './results-toolbar';
import { Alert } from '@/components/ui/alert';

export interface ResultsBodyProps extends QuoteResultsSlots {
  quote: QuoteView;
  title?: string | undefined;
  initialRateId?: string | undefined;
  onCurrencyChange: (currency: Currency) => void;
  onRateSelected?: ((rate: Rate) => void) | undefined;
  onBookRate?: ((rate: Rate, quote: QuoteView) => void) | undefined;
  /** Sends an analytics event about this quote. */
  track: (name: string, properties?: Record<string, unknown>) => void;
}

// The table layout (tabularRateCard flag, chosen by the user) is fetched when first shown (ADR 071).
const RateTable = lazyWithReload<RateListProps>('rate-table', () =>
  import('./rate-table').then((module) => ({ default: module.RateTable })),
);
// The drawers (narrow screens) and the expired-rate dialog, with MUI's Modal, are fetched the first time one opens:
// the results' first paint does not need them (ADR 082).
const Drawer = lazyWithReload<DrawerProps>('results-drawer', () => import('@mui/material/Drawer'));
const ExpiredRateDialog = lazyWithReload<{ open: boolean; onClose: () => void }>('expired-rate-dialog', () =>
  import('./expired-rate-dialog').then((module) => ({ default: module.ExpiredRateDialog })),
);
const MemoRateDetail = memo(RateDetail);
const MemoResultsHeader = memo(ResultsHeader);

/** A quote with its rates: header, filters, sort and tabs, the list or table, and the chosen rate's details. */
export function ResultsBody(props: ResultsBodyProps) {
  const { quote, title, initialRateId, onCurrencyChange, onRateSelected, onBookRate, track, ...slots } = props;
  const { t } = useTranslation();
  const { featureFlags } = useBrand();
  const { user } = useSession();
  const isInternalUser = user?.isInternalUser ?? false;
  const view = useResultsView(quote, {
    isInternalUser,
    optimizedQuoteResult: featureFlags.optimizedQuoteResult,
    tabularRateCard: featureFlags.tabularRateCard,
    initialRateId,
  });
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const medium = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [expiredOpen, setExpiredOpen] = useState(
    () =>
      view.selectedRate !== null && (quote.isExpired || rateValidityOf(view.selectedRate, view.today) === 'expired'),
  );
  const detailDrawerOpen = !medium && view.selectedRate !== null;
  const detailDrawerMounted = useHasBeenTrue(detailDrawerOpen);
  const filtersDrawerMounted = useHasBeenTrue(!wide && filtersOpen);
  const expiredMounted = useHasBeenTrue(expiredOpen);
  const isExpired = (rate: Rate) => quote.isExpired || rateValidityOf(rate, view.today) === 'expired';

  // Stable handlers and memoised parts: a sort or filter change re-renders the list and what shows the filters, not
  // the header, the detail panel or its map (ADR 071).
  const select = useStableCallback((rate: Rate) => {
    view.selectRate(rate.uuid);
    track(quoteResultsEventNames.quoteSelected, { rateId: rate.uuid });
    if (isExpired(rate)) setExpiredOpen(true);
    onRateSelected?.(rate);
  });
  const selectByUuid = useStableCallback((rateUuid: string) => {
    const rate = quote.rates.find((candidate) => candidate.uuid === rateUuid);
    if (rate) select(rate);
  });
  const bookRate = useStableCallback((rate: Rate) =>
    isExpired(rate) ? setExpiredOpen(true) : onBookRate?.(rate, quote),
  );
  const book = onBookRate && bookRate;

  const shownRates = useMemo(
    () => (view.tab === 'best' ? view.best.map((entry) => entry.rate) : view.rates),
    [view.tab, view.best, view.rates],
  );
  const listProps: RateListProps = {
    rates: shownRates,
    label: t(view.tab === 'best' ? 'quoteResults.tabs.best' : 'quoteResults.list.label'),
    today: view.today,
    cargoReadyDate: quote.cargoReadyDate,
    selectedRateId: view.selectedRate?.uuid ?? null,
    showsInternalData: view.showsInternalData,
    onSelect: select,
    renderRateExtras: slots.renderRateExtras,
  };
  const filtersPanel = (
    <RateFiltersPanel
      filters={view.filters}
      options={view.options}
      currency={quote.currency}
      isInternalUser={isInternalUser}
      onChange={view.changeFilters}
      onReset={view.resetFilters}
    />
  );
  const { renderRouteMap, renderQuoteActions, renderRateStaffTools } = slots;
  const staffTools = useMemo(
    () => (view.selectedRate && view.showsInternalData ? renderRateStaffTools?.(quote, view.selectedRate) : undefined),
    [renderRateStaffTools, quote, view.selectedRate, view.showsInternalData],
  );
  const routeMap = useMemo(
    () => renderRouteMap?.(quote, view.selectedRate, selectByUuid),
    [renderRouteMap, quote, view.selectedRate, selectByUuid],
  );
  const actions = useMemo(() => renderQuoteActions?.(quote), [renderQuoteActions, quote]);
  // On the page the browser opened (the router's first location), the heading is painted first and the list in the
  // next task: on a phone the heading shows while the list is still rendering. After a navigation inside the app
  // (the form's submit), both come in one render, as the first card cannot wait a frame (ADR 092).
  const { key: locationKey } = useLocation();
  const bodyShown = useShownAfterPaint(locationKey === 'default');
  const detail = (
    <MemoRateDetail
      quote={quote}
      rate={view.selectedRate}
      today={view.today}
      showsInternalData={view.showsInternalData}
      onBook={book}
      routeMap={routeMap}
      staffTools={staffTools}
    />
  );

  const header = (
    <MemoResultsHeader quote={quote} title={title} onCurrencyChange={onCurrencyChange} actions={actions} />
  );
  if (!bodyShown) {
    return (
      <Box>
        {header}
        {/* The room the list will take, so that nothing below it moves into view meanwhile. */}
        <Box sx={{ minHeight: '100vh' }} />
      </Box>
    );
  }

  return (
    <Box>
      {header}
      <PartialQuoteNotice quote={quote} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px', lg: '240px minmax(0, 1fr) 360px' },
        }}
      >
        {wide && (
          <Box component="aside" aria-labelledby="rate-filters-title">
            {filtersPanel}
          </Box>
        )}
        <Box component="section" aria-labelledby="results-list-title" sx={{ minWidth: 0 }}>
          <ResultsToolbar view={view} onOpenFilters={wide ? undefined : () => setFiltersOpen(true)} />
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
            <Typography id="results-list-title" component="h2" aria-live="polite" sx={{ fontWeight: 600 }}>
              {t('quoteResults.list.count', { count: view.rates.length })}
            </Typography>
            {view.newRatesCount > 0 && (
              <Button variant="outlined" onClick={view.showNewRates}>
                {t('quoteResults.list.newRates', { count: view.newRatesCount })}
              </Button>
            )}
          </Stack>
          <Box
            {...(view.tabsShown
              ? { role: 'tabpanel', id: resultsTabPanelId, 'aria-labelledby': `results-tab-${view.tab}` }
              : {})}
          >
            {shownRates.length === 0 ? (
              <Alert severity="info">{t('quoteResults.list.noneMatch')}</Alert>
            ) : view.layout === 'table' ? (
              <Suspense fallback={null}>
                <RateTable {...listProps} />
              </Suspense>
            ) : (
              <RateList {...listProps} />
            )}
          </Box>
        </Box>
        {medium ? (
          <Box
            component="aside"
            aria-labelledby="rate-detail-title"
            sx={{ position: { md: 'sticky' }, top: { md: 16 } }}
          >
            {detail}
          </Box>
        ) : (
          detailDrawerMounted && (
            <Suspense fallback={null}>
              <Drawer
                anchor="bottom"
                open={detailDrawerOpen}
                onClose={() => view.selectRate(null)}
                slotProps={{ paper: { sx: { maxHeight: '85vh', p: 1 } } }}
              >
                <Button sx={{ alignSelf: 'flex-end' }} onClick={() => view.selectRate(null)}>
                  {t('quoteResults.detail.close')}
                </Button>
                {detail}
              </Drawer>
            </Suspense>
          )
        )}
      </Box>
      {!wide && filtersDrawerMounted && (
        <Suspense fallback={null}>
          <Drawer anchor="left" open={filtersOpen} onClose={() => setFiltersOpen(false)}>
            <Box sx={{ width: 300, p: 2 }}>
              <Button sx={{ mb: 1 }} onClick={() => setFiltersOpen(false)}>
                {t('quoteResults.detail.close')}
              </Button>
              {filtersPanel}
            </Box>
          </Drawer>
        </Suspense>
      )}
      {expiredMounted && (
        <Suspense fallback={null}>
          <ExpiredRateDialog open={expiredOpen} onClose={() => setExpiredOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

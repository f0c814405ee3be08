import { rateSortOrders, type RateSortOrder } from '@freightdesk/domain';
import FilterListIcon from '@mui/icons-material/FilterList';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import type { ResultsLayout, ResultsTab, ResultsView } from '../hooks/use-results-view';

const CustomerViewToggle = lazyWithReload<{ checked: boolean; onChange: (checked: boolean) => void }>(
  'customer-view-toggle',
  () => import('./customer-view-toggle').then((module) => ({ default: module.CustomerViewToggle })),
);

export const resultsTabPanelId = 'results-tabpanel';

export interface ResultsToolbarProps {
  view: ResultsView;
  /** Shown when the filters are in a drawer (narrow screens). */
  onOpenFilters?: (() => void) | undefined;
}

/** Sort, the best/all tabs, cards or table, the staff customer view, and the filters button on narrow screens. */
export function ResultsToolbar({ view, onOpenFilters }: ResultsToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ mb: 1.5 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('quoteResults.sort.label')}
          value={view.filters.sortBy}
          onChange={(event) => view.changeFilters({ sortBy: event.target.value as RateSortOrder })}
          sx={{ minWidth: 220 }}
        >
          {rateSortOrders.map((order) => (
            <option key={order} value={order}>
              {t(`quoteResults.sort.orders.${order}`)}
            </option>
          ))}
        </TextField>
        {onOpenFilters && (
          <Button variant="outlined" startIcon={<FilterListIcon fontSize="small" />} onClick={onOpenFilters}>
            {t('quoteResults.filters.title', { count: view.filters.filtersCount })}
          </Button>
        )}
        {view.layoutChoice && (
          // Two pressed/not-pressed buttons, as a rate card's Select (MUI's ToggleButtonGroup, ~3 kB gzip, ADR 082).
          <Stack direction="row" role="group" aria-label={t('quoteResults.layout.label')} sx={{ gap: 0.5 }}>
            {(['cards', 'table'] as const satisfies readonly ResultsLayout[]).map((layout) => (
              <Button
                key={layout}
                variant={view.layout === layout ? 'contained' : 'outlined'}
                aria-pressed={view.layout === layout}
                onClick={() => view.setLayout(layout)}
              >
                {t(`quoteResults.layout.${layout}`)}
              </Button>
            ))}
          </Stack>
        )}
        {view.customerViewToggle && (
          <Suspense fallback={null}>
            <CustomerViewToggle checked={view.customerView} onChange={view.setCustomerView} />
          </Suspense>
        )}
      </Stack>
      {view.tabsShown && (
        <Tabs<ResultsTab>
          label={t('quoteResults.tabs.label')}
          value={view.tab}
          onChange={view.setTab}
          panelId={resultsTabPanelId}
          tabs={[
            { value: 'best', id: 'results-tab-best', label: t('quoteResults.tabs.best') },
            { value: 'all', id: 'results-tab-all', label: t('quoteResults.tabs.all', { count: view.rates.length }) },
          ]}
        />
      )}
    </Stack>
  );
}

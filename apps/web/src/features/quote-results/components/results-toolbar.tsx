import { rateSortOrders, type RateSortOrder } from '@freightdesk/domain';
import FilterListIcon from '@mui/icons-material/FilterList';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import type { ResultsLayout, ResultsTab, ResultsView } from '../hooks/use-results-view';

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
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view.layout}
            onChange={(_event, layout: ResultsLayout | null) => layout && view.setLayout(layout)}
            aria-label={t('quoteResults.layout.label')}
          >
            <ToggleButton value="cards">{t('quoteResults.layout.cards')}</ToggleButton>
            <ToggleButton value="table">{t('quoteResults.layout.table')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        {view.customerViewToggle && (
          <FormControlLabel
            control={
              <Switch checked={view.customerView} onChange={(event) => view.setCustomerView(event.target.checked)} />
            }
            label={t('quoteResults.customerView')}
          />
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

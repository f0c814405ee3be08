import {
  rateIncludedServiceNames,
  rateViewingOptions,
  type QuoteSearchFilters,
  type QuoteSearchFiltersChange,
  type Currency,
  type RateFilterOptions,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { TextField } from '@/components/ui/text-field';
import Typography from '@mui/material/Typography';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useResultsFormat } from '../lib/format';
import { checkboxColumn, FilterChecklist } from './filter-checklist';
import { RangeInput } from '@/components/ui/range-input';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControlLabel } from '@/components/ui/form-control-label';

export interface RateFiltersPanelProps {
  filters: QuoteSearchFilters;
  options: RateFilterOptions;
  currency: Currency;
  isInternalUser: boolean;
  onChange: (change: QuoteSearchFiltersChange) => void;
  onReset: () => void;
}

/** A filter's labelled block (the sliders). */
function SliderFilter({ title, titleId, children }: { title: string; titleId?: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 2, px: 1 }}>
      <Typography id={titleId} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type RangeFilterProps<Value> = {
  value: Value;
  onChange: (change: QuoteSearchFiltersChange) => void;
};

const PriceFilter = memo(function PriceFilter({
  value: price,
  range: priceRange,
  currency,
  onChange,
}: RangeFilterProps<NonNullable<RateFilterOptions['price']>> & {
  range: NonNullable<RateFilterOptions['price']>;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  return (
    <SliderFilter title={t('quoteResults.filters.price')} titleId="filter-price-label">
      {/* Two sliders, each bounded by the other: the lowest price never passes the highest. */}
      <RangeInput
        label={t('quoteResults.filters.priceFrom')}
        valueText={format.money(price.minMinor, currency)}
        min={priceRange.minMinor}
        max={priceRange.maxMinor}
        step={100}
        value={price.minMinor}
        onChange={(minMinor) =>
          onChange({ price: { minMinor: Math.min(minMinor, price.maxMinor), maxMinor: price.maxMinor } })
        }
      />
      <RangeInput
        label={t('quoteResults.filters.priceTo')}
        valueText={format.money(price.maxMinor, currency)}
        min={priceRange.minMinor}
        max={priceRange.maxMinor}
        step={100}
        value={price.maxMinor}
        onChange={(maxMinor) =>
          onChange({ price: { minMinor: price.minMinor, maxMinor: Math.max(maxMinor, price.minMinor) } })
        }
      />
      <Typography variant="body2" color="text.secondary">
        {format.money(price.minMinor, currency)} – {format.money(price.maxMinor, currency)}
      </Typography>
    </SliderFilter>
  );
});

const TransitTimeFilter = memo(function TransitTimeFilter({
  value,
  max,
  onChange,
}: RangeFilterProps<number> & { max: number }) {
  const { t } = useTranslation();
  return (
    <SliderFilter title={t('quoteResults.filters.transitTime')}>
      <RangeInput
        label={t('quoteResults.filters.transitTime')}
        valueText={t('quoteResults.rate.transitDays', { count: value })}
        min={0}
        max={max}
        value={value}
        onChange={(days) => onChange({ transitTime: days })}
      />
      <Typography variant="body2" color="text.secondary">
        {t('quoteResults.filters.transitAtMost', { count: value })}
      </Typography>
    </SliderFilter>
  );
});

const EmissionsFilter = memo(function EmissionsFilter({
  value,
  max,
  onChange,
}: RangeFilterProps<number> & { max: number }) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  return (
    <SliderFilter title={t('emissions.maxFilter')}>
      <RangeInput
        label={t('emissions.maxFilter')}
        valueText={format.co2e(value)}
        min={0}
        max={max}
        value={value}
        onChange={(co2eKg) => onChange({ maxCo2eKg: co2eKg })}
      />
      <Typography variant="body2" color="text.secondary">
        {format.co2e(value)}
      </Typography>
    </SliderFilter>
  );
});

const IncludedServicesFilter = memo(function IncludedServicesFilter({
  value,
  onChange,
}: RangeFilterProps<QuoteSearchFilters['includedServices']>) {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset" variant="standard" sx={{ display: 'block', mb: 2 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {t('quoteResults.filters.includedServices')}
      </FormLabel>
      <Box sx={checkboxColumn}>
        {rateIncludedServiceNames.map((name) => (
          <FormControlLabel
            key={name}
            control={
              <Checkbox
                size="small"

                checked={value[name]}
                onChange={(event) => onChange({ includedServices: { ...value, [name]: event.target.checked } })}
              />
            }
            label={t(`quoteResults.filters.included.${name}`)}
          />
        ))}
      </Box>
    </FormControl>
  );
});

const ValidityFilter = memo(function ValidityFilter({ value, onChange }: RangeFilterProps<string | null>) {
  const { t } = useTranslation();
  return (
    <TextField
      type="date"
      size="small"

      fullWidth
      label={t('quoteResults.filters.validUntil')}
      value={value ?? ''}
      onChange={(event) => onChange({ expirationDate: event.target.value === '' ? null : event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ mb: 2 }}
    />
  );
});

/** The filters the panel lists as checkboxes, each a list of the values let through. */
type ChecklistFilter =
  | 'stops'
  | 'carriers'
  | 'originPorts'
  | 'destinationPorts'
  | 'originAirports'
  | 'destinationAirports'
  | 'freight'
  | 'pickupSupplier'
  | 'deliverySupplier'
  | 'shipmentMode'
  | 'viewingOptions';
const checklistFilters: readonly ChecklistFilter[] = [
  'stops',
  'carriers',
  'originPorts',
  'destinationPorts',
  'originAirports',
  'destinationAirports',
  'freight',
  'pickupSupplier',
  'deliverySupplier',
  'shipmentMode',
  'viewingOptions',
];

/**
 * Every filter of docs/product/quoting.md#filters with its active count and reset; the choices come from the
 * quote's rates (rate-filter-options) and every change goes through the domain's filter rules. Each filter is its
 * own memoised part with stable handlers: a change re-renders the filter that changed and the count, and a sort
 * change none of it (ADR 071).
 */
export const RateFiltersPanel = memo(function RateFiltersPanel({
  filters,
  options,
  currency,
  isInternalUser,
  onChange,
  onReset,
}: RateFiltersPanelProps) {
  const { t } = useTranslation();
  const priceRange = options.price;
  const price = filters.price ?? priceRange;
  const handlers = useMemo(
    () =>
      Object.fromEntries(
        checklistFilters.map((name) => [name, (checked: string[]) => onChange({ [name]: checked })]),
      ) as Record<ChecklistFilter, (checked: string[]) => void>,
    [onChange],
  );
  const labels = useMemo(
    () => ({
      stops: (value: string) => t(`quoteResults.filters.stopsOptions.${value}`),
      carriers: (code: string) => (options.carrierNames[code] ? `${options.carrierNames[code]} (${code})` : code),
      shipmentMode: (value: string) => t(`quoteResults.mode.${value}`),
      viewingOptions: (value: string) => t(`quoteResults.filters.viewing.${value}`),
    }),
    [t, options.carrierNames],
  );
  return (
    <Box component="section" aria-labelledby="rate-filters-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="rate-filters-title" component="h2" sx={{ fontWeight: 600 }}>
          {t('quoteResults.filters.title', { count: filters.filtersCount })}
        </Typography>
        <Button onClick={onReset}>{t('quoteResults.filters.reset')}</Button>
      </Stack>
      {priceRange && price && priceRange.maxMinor > priceRange.minMinor && (
        <PriceFilter value={price} range={priceRange} currency={currency} onChange={onChange} />
      )}
      {options.maxTransitTimeDays !== null && options.maxTransitTimeDays > 0 && (
        <TransitTimeFilter
          value={filters.transitTime ?? options.maxTransitTimeDays}
          max={options.maxTransitTimeDays}
          onChange={onChange}
        />
      )}
      {options.maxCo2eKg !== null && options.maxCo2eKg > 0 && (
        <EmissionsFilter value={filters.maxCo2eKg ?? options.maxCo2eKg} max={options.maxCo2eKg} onChange={onChange} />
      )}
      <ValidityFilter value={filters.expirationDate} onChange={onChange} />
      <FilterChecklist
        legend={t('quoteResults.filters.stops')}
        options={options.stops}
        checked={filters.stops}
        onChange={handlers.stops}
        labelOf={labels.stops}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.carriers')}
        options={options.carriers}
        checked={filters.carriers}
        onChange={handlers.carriers}
        labelOf={labels.carriers}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.originPorts')}
        options={options.originPorts}
        checked={filters.originPorts}
        onChange={handlers.originPorts}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.destinationPorts')}
        options={options.destinationPorts}
        checked={filters.destinationPorts}
        onChange={handlers.destinationPorts}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.originAirports')}
        options={options.originAirports}
        checked={filters.originAirports}
        onChange={handlers.originAirports}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.destinationAirports')}
        options={options.destinationAirports}
        checked={filters.destinationAirports}
        onChange={handlers.destinationAirports}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.freightSupplier')}
        options={options.freight}
        checked={filters.freight}
        onChange={handlers.freight}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.pickupSupplier')}
        options={options.pickupSupplier}
        checked={filters.pickupSupplier}
        onChange={handlers.pickupSupplier}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.deliverySupplier')}
        options={options.deliverySupplier}
        checked={filters.deliverySupplier}
        onChange={handlers.deliverySupplier}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.shipmentMode')}
        options={options.shipmentMode}
        checked={filters.shipmentMode}
        onChange={handlers.shipmentMode}
        labelOf={labels.shipmentMode}
      />
      <IncludedServicesFilter value={filters.includedServices} onChange={onChange} />
      {isInternalUser && (
        <FilterChecklist
          legend={t('quoteResults.filters.viewingOptions')}
          options={rateViewingOptions}
          checked={filters.viewingOptions}
          onChange={handlers.viewingOptions}
          labelOf={labels.viewingOptions}
        />
      )}
    </Box>
  );
}, sameButTheSort);

/** The panel shows no sort: props equal but for the sort order draw the same panel. */
function sameButTheSort(previous: RateFiltersPanelProps, next: RateFiltersPanelProps): boolean {
  return (Object.keys(next) as (keyof RateFiltersPanelProps)[]).every((key) =>
    key === 'filters'
      ? (Object.keys(next.filters) as (keyof QuoteSearchFilters)[]).every(
          (field) => field === 'sortBy' || previous.filters[field] === next.filters[field],
        )
      : previous[key] === next[key],
  );
}

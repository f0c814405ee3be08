import {
  rateIncludedServiceNames,
  rateViewingOptions,
  type QuoteSearchFilters,
  type QuoteSearchFiltersChange,
  type Currency,
  type RateFilterOptions,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useResultsFormat } from '../lib/format';
import { FilterChecklist } from './filter-checklist';

export interface RateFiltersPanelProps {
  filters: QuoteSearchFilters;
  options: RateFilterOptions;
  currency: Currency;
  isInternalUser: boolean;
  onChange: (change: QuoteSearchFiltersChange) => void;
  onReset: () => void;
}

/**
 * Every filter of docs/product/quoting.md#filters with its active count and reset; the choices come from the
 * quote's rates (rate-filter-options) and every change goes through the domain's filter rules.
 */
export function RateFiltersPanel({
  filters,
  options,
  currency,
  isInternalUser,
  onChange,
  onReset,
}: RateFiltersPanelProps) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  const priceRange = options.price;
  const price = filters.price ?? priceRange;
  return (
    <Box component="section" aria-labelledby="rate-filters-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="rate-filters-title" component="h2" sx={{ fontWeight: 600 }}>
          {t('quoteResults.filters.title', { count: filters.filtersCount })}
        </Typography>
        <Button onClick={onReset}>{t('quoteResults.filters.reset')}</Button>
      </Stack>
      {priceRange && price && priceRange.maxMinor > priceRange.minMinor && (
        <Box sx={{ mb: 2, px: 1 }}>
          <Typography id="filter-price-label" sx={{ fontWeight: 600 }}>
            {t('quoteResults.filters.price')}
          </Typography>
          <Slider
            getAriaLabel={(thumb) => t(thumb === 0 ? 'quoteResults.filters.priceFrom' : 'quoteResults.filters.priceTo')}
            getAriaValueText={(value) => format.money(value, currency)}
            valueLabelFormat={(value) => format.money(value, currency)}
            min={priceRange.minMinor}
            max={priceRange.maxMinor}
            step={100}
            value={[price.minMinor, price.maxMinor]}
            onChange={(_event, value) => {
              const [minMinor = priceRange.minMinor, maxMinor = priceRange.maxMinor] = value as number[];
              onChange({ price: { minMinor, maxMinor } });
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {format.money(price.minMinor, currency)} – {format.money(price.maxMinor, currency)}
          </Typography>
        </Box>
      )}
      {options.maxTransitTimeDays !== null && options.maxTransitTimeDays > 0 && (
        <Box sx={{ mb: 2, px: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('quoteResults.filters.transitTime')}</Typography>
          <Slider
            aria-label={t('quoteResults.filters.transitTime')}
            getAriaValueText={(value) => t('quoteResults.rate.transitDays', { count: value })}
            min={0}
            max={options.maxTransitTimeDays}
            value={filters.transitTime ?? options.maxTransitTimeDays}
            onChange={(_event, value) => onChange({ transitTime: value as number })}
          />
          <Typography variant="body2" color="text.secondary">
            {t('quoteResults.filters.transitAtMost', { count: filters.transitTime ?? options.maxTransitTimeDays })}
          </Typography>
        </Box>
      )}
      {options.maxCo2eKg !== null && options.maxCo2eKg > 0 && (
        <Box sx={{ mb: 2, px: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('emissions.maxFilter')}</Typography>
          <Slider
            aria-label={t('emissions.maxFilter')}
            getAriaValueText={(value) => format.co2e(value)}
            min={0}
            max={options.maxCo2eKg}
            value={filters.maxCo2eKg ?? options.maxCo2eKg}
            onChange={(_event, value) => onChange({ maxCo2eKg: value as number })}
          />
          <Typography variant="body2" color="text.secondary">
            {format.co2e(filters.maxCo2eKg ?? options.maxCo2eKg)}
          </Typography>
        </Box>
      )}
      <TextField
        type="date"
        size="small"

        fullWidth
        label={t('quoteResults.filters.validUntil')}
        value={filters.expirationDate ?? ''}
        onChange={(event) => onChange({ expirationDate: event.target.value === '' ? null : event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 2 }}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.stops')}
        options={options.stops}
        checked={filters.stops}
        onChange={(stops) => onChange({ stops })}
        labelOf={(value) => t(`quoteResults.filters.stopsOptions.${value}`)}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.carriers')}
        options={options.carriers}
        checked={filters.carriers}
        onChange={(carriers) => onChange({ carriers })}
        labelOf={(code) => (options.carrierNames[code] ? `${options.carrierNames[code]} (${code})` : code)}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.originPorts')}
        options={options.originPorts}
        checked={filters.originPorts}
        onChange={(originPorts) => onChange({ originPorts })}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.destinationPorts')}
        options={options.destinationPorts}
        checked={filters.destinationPorts}
        onChange={(destinationPorts) => onChange({ destinationPorts })}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.originAirports')}
        options={options.originAirports}
        checked={filters.originAirports}
        onChange={(originAirports) => onChange({ originAirports })}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.destinationAirports')}
        options={options.destinationAirports}
        checked={filters.destinationAirports}
        onChange={(destinationAirports) => onChange({ destinationAirports })}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.freightSupplier')}
        options={options.freight}
        checked={filters.freight}
        onChange={(freight) => onChange({ freight })}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.pickupSupplier')}
        options={options.pickupSupplier}
        checked={filters.pickupSupplier}
        onChange={(pickupSupplier) => onChange({ pickupSupplier })}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.deliverySupplier')}
        options={options.deliverySupplier}
        checked={filters.deliverySupplier}
        onChange={(deliverySupplier) => onChange({ deliverySupplier })}
      />
      <FilterChecklist
        legend={t('quoteResults.filters.shipmentMode')}
        options={options.shipmentMode}
        checked={filters.shipmentMode}
        onChange={(shipmentMode) => onChange({ shipmentMode })}
        labelOf={(value) => t(`quoteResults.mode.${value}`)}
      />
      <FormControl component="fieldset" variant="standard" sx={{ display: 'block', mb: 2 }}>
        <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {t('quoteResults.filters.includedServices')}
        </FormLabel>
        <FormGroup>
          {rateIncludedServiceNames.map((name) => (
            <FormControlLabel
              key={name}
              control={
                <Checkbox
                  size="small"

                  checked={filters.includedServices[name]}
                  onChange={(event) =>
                    onChange({ includedServices: { ...filters.includedServices, [name]: event.target.checked } })
                  }
                />
              }
              label={t(`quoteResults.filters.included.${name}`)}
            />
          ))}
        </FormGroup>
      </FormControl>
      {isInternalUser && (
        <FilterChecklist
          legend={t('quoteResults.filters.viewingOptions')}
          options={rateViewingOptions}
          checked={filters.viewingOptions}
          onChange={(viewingOptions) => onChange({ viewingOptions })}
          labelOf={(value) => t(`quoteResults.filters.viewing.${value}`)}
        />
      )}
    </Box>
  );
}

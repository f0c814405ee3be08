import type { Rate } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useResultsFormat } from '../lib/format';
import { RateChips, rateCarrierName, rateRoute, rateStatusOf, useRateTexts } from './rate-facts';
import { Alert } from '@/components/ui/alert';

export interface RateCardProps {
  rate: Rate;
  today: string;
  cargoReadyDate: string | null;
  selected: boolean;
  showsInternalData: boolean;
  onSelect: (rate: Rate) => void;
  extras?: ReactNode;
}

/**
 * One rate as a card: carrier, route, dates, tags and validity, the total, and a button to open its details.
 * Memoised: scrolling a long list renders only the cards that come into view.
 */
export const RateCard = memo(function RateCard({
  rate,
  today,
  cargoReadyDate,
  selected,
  showsInternalData,
  onSelect,
  extras,
}: RateCardProps) {
  const { t } = useTranslation();
  const format = useResultsFormat();
  const texts = useRateTexts();
  const { mayNotApply } = rateStatusOf(rate, today, cargoReadyDate);
  const carrier = rateCarrierName(rate);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={carrier}
      sx={{ p: 2, borderWidth: selected ? 2 : 1, borderColor: selected ? 'primary.main' : 'divider' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          {/* Name and code as two flex items: the gap stays between them in either direction (a margin on the code
              fell on its far side in Arabic, where both run left to right inside right-to-left text). */}
          <Typography
            component="h3"
            sx={{ fontWeight: 600, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}
          >
            {carrier}
            {rate.carrierCode && rate.carrierCode !== carrier && (
              <Typography component="span" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
                {rate.carrierCode}
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" dir="ltr" sx={{ textAlign: 'start' }}>
            {rateRoute(rate)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              t(`quoteResults.mode.${rate.shipmentType}`),
              texts.transit(rate),
              texts.stops(rate),
              rate.schedule.departureDate
                ? t('quoteResults.rate.departs', { date: format.date(rate.schedule.departureDate) })
                : null,
              rate.expirationDate
                ? t('quoteResults.rate.validUntil', { date: format.date(rate.expirationDate) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {rate.emissions && (
            <Typography variant="body2" color="text.secondary">
              {t('emissions.estimated')}: {format.co2e(rate.emissions.co2eKg)}
            </Typography>
          )}
          {showsInternalData && rate.internal && (
            <Typography variant="body2" color="text.secondary">
              {[
                rate.internal.contractNumber &&
                  `${t('quoteResults.internal.contractNumber')}: ${rate.internal.contractNumber}`,
                rate.internal.rateProvider &&
                  `${t('quoteResults.internal.rateProvider')}: ${rate.internal.rateProvider}`,
                rate.internal.customisation && t('staffQuotes.internal.customised'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
          <Box sx={{ mt: 1 }}>
            <RateChips rate={rate} today={today} />
          </Box>
          {extras}
        </Box>
        <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, flexShrink: 0 }}>
          <Typography sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
            {format.money(rate.total.total, rate.total.currency)}
          </Typography>
          <Button
            variant={selected ? 'contained' : 'outlined'}
            aria-pressed={selected}
            aria-label={t('quoteResults.rate.selectNamed', {
              carrier,
              price: format.money(rate.total.total, rate.total.currency),
            })}
            onClick={() => onSelect(rate)}
          >
            {t('quoteResults.rate.select')}
          </Button>
        </Stack>
      </Stack>
      {mayNotApply && (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
          {t('quoteResults.validity.mayNotApplyShort')}
        </Alert>
      )}
    </Paper>
  );
});

import { formatMoney, type QuoteView, type Rate } from '@freightdesk/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Where a quote's end is: its city (or code) and country. */
export const placeOf = (end: QuoteView['origin']) => [end.city ?? end.code, end.countryName].join(', ');

/**
 * The rate being booked (docs/product/booking.md#booking-funnel): route, carrier, price, transit time and validity.
 * Beside every step and on the rate's own page.
 */
export function RateSummaryCard({ quote, rate, titleId }: { quote: QuoteView; rate: Rate; titleId?: string }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('bookingFlow.rate.route'), `${placeOf(quote.origin)} → ${placeOf(quote.destination)}`],
    [t('bookingFlow.rate.mode'), rate.shipmentType],
    [t('bookingFlow.rate.carrier'), rate.suppliersInformation.freight ?? rate.carrierCode ?? '—'],
    [
      t('bookingFlow.rate.transitTime'),
      rate.transitTimeDays === null ? '—' : t('bookingFlow.rate.days', { count: rate.transitTimeDays }),
    ],
    [t('bookingFlow.rate.validUntil'), rate.expirationDate ?? t('bookingFlow.rate.noExpiry')],
  ];
  return (
    <Paper component="aside" aria-labelledby={titleId ?? 'rate-summary-title'} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id={titleId ?? 'rate-summary-title'} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('bookingFlow.rate.title')}
        </Typography>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }}>
          {formatMoney({ amountMinor: rate.total.total, currency: rate.total.currency }, i18n.language)}
        </Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {rows.map(([term, value]) => (
            <Stack key={term} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Typography component="dt" sx={{ color: 'text.secondary' }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
                <bdi>{value}</bdi>
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

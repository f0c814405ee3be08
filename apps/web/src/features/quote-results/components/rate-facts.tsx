import { rateBookingEligibility, rateValidityOf, stopsOfRate, type Rate } from '@freightdesk/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The name a shipper knows a rate by: its freight supplier, else its carrier code. */
export const rateCarrierName = (rate: Rate): string =>
  rate.suppliersInformation.freight ?? rate.carrierCode ?? rate.schedule.carrierScac ?? '—';

/** "CNSHA → USLAX" (the ends the rate prices). */
export const rateRoute = (rate: Rate): string =>
  `${rate.schedule.originPort ?? '—'} → ${rate.schedule.destinationPort ?? '—'}`;

export function useRateTexts() {
  const { t } = useTranslation();
  return {
    stops: (rate: Rate) => {
      const stops = stopsOfRate(rate);
      return stops === 0 ? t('quoteResults.rate.direct') : t('quoteResults.rate.stops', { count: stops });
    },
    transit: (rate: Rate) =>
      rate.transitTimeDays === null
        ? t('quoteResults.rate.transitUnknown')
        : t('quoteResults.rate.transitDays', { count: rate.transitTimeDays }),
  };
}

/** Validity and booking facts of a rate for today (domain rules, docs/product/quoting.md#validity). */
export function rateStatusOf(rate: Rate, today: string, cargoReadyDate: string | null) {
  const validity = rateValidityOf(rate, today);
  const eligibility = rateBookingEligibility(rate, { today, cargoReadyDate });
  return { validity, mayNotApply: eligibility.bookable && eligibility.warning === 'ratesMayNotApply' };
}

/** The rate's tags (as the quote delivered them) and its validity, as chips. */
export function RateChips({ rate, today }: { rate: Rate; today: string }) {
  const { t } = useTranslation();
  const validity = rateValidityOf(rate, today);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {validity !== 'valid' && (
        <Chip
          size="small"
          color={validity === 'expired' ? 'error' : 'warning'}
          label={t(`quoteResults.validity.${validity}`)}
        />
      )}
      {rate.publicTags.map((tag) => (
        <Chip
          key={tag}
          size="small"
          variant={tag.endsWith('_PREREQUISITE') ? 'outlined' : 'filled'}
          color={tag === 'CHEAPEST' || tag === 'FASTEST' ? 'success' : 'default'}
          label={t(`quoteResults.tags.${tag}`)}
        />
      ))}
    </Stack>
  );
}

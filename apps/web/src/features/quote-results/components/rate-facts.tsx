import { rateBookingEligibility, rateValidityOf, stopsOfRate, type Rate } from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
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

type TagColor = 'default' | 'success' | 'warning' | 'error';

/** MUI's small Chip's look in a `<span>`: a tag is read, never pressed (MUI's Chip, ~2.7 kB gzip, ADR 082). */
const Tag = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'outlined' })<{
  tone: TagColor;
  outlined: boolean;
}>(({ theme, tone, outlined }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 8px',
  borderRadius: 12,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1,
  whiteSpace: 'nowrap',
  ...(outlined
    ? { border: `1px solid ${theme.palette.grey[400]}`, color: theme.palette.text.primary }
    : tone === 'default'
      ? { backgroundColor: theme.palette.action.selected, color: theme.palette.text.primary }
      : { backgroundColor: theme.palette[tone].main, color: theme.palette[tone].contrastText }),
}));

/** The rate's tags (as the quote delivered them) and its validity, as chips. */
export function RateChips({ rate, today }: { rate: Rate; today: string }) {
  const { t } = useTranslation();
  const validity = rateValidityOf(rate, today);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {validity !== 'valid' && (
        <Tag tone={validity === 'expired' ? 'error' : 'warning'} outlined={false}>
          {t(`quoteResults.validity.${validity}`)}
        </Tag>
      )}
      {rate.publicTags.map((tag) => (
        <Tag
          key={tag}
          outlined={tag.endsWith('_PREREQUISITE')}
          tone={tag === 'CHEAPEST' || tag === 'FASTEST' ? 'success' : 'default'}
        >
          {t(`quoteResults.tags.${tag}`)}
        </Tag>
      ))}
    </Stack>
  );
}

import { rateBookingEligibility, rateValidityOf } from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { localToday } from '@/lib/local-today';
import { newQuoteServiceTypeOf, useBookingRate } from '../hooks/use-booking-rate';
import { newBookingDraftId } from '../lib/booking-draft';
import { BookingRateStatus } from './booking-rate-state';
import { ExpiredRateDialog } from './expired-rate-dialog';
import { RateSummaryCard } from './rate-summary-card';
import { Alert, AlertTitle } from '@/components/ui/alert';

/**
 * `/quote/:quoteId/rate/:rateUuid` (docs/decisions/069-booking-flow.md): the chosen rate's summary and 'Book'. An
 * expired rate opens 'Booking Not Available for Expired Quotes'; a cargo ready date near or past the rate's gate-in or
 * expiry says 'Rates may not be applicable'. 'Book' starts a draft with a new id.
 */
export function RateBookingPage({
  quoteId,
  rateUuid,
  onBook,
}: {
  quoteId: string;
  rateUuid: string;
  /** Opens the booking flow for a new draft. */
  onBook: (draftId: string) => void;
}) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  const state = useBookingRate(quoteId, rateUuid);
  const today = localToday();
  const isExpired =
    state.status === 'ready' && (state.quote.isExpired || rateValidityOf(state.rate, today) === 'expired');
  const [expiredOpen, setExpiredOpen] = useState(isExpired);
  const [seenExpired, setSeenExpired] = useState(isExpired);
  if (seenExpired !== isExpired) {
    setSeenExpired(isExpired);
    if (isExpired) setExpiredOpen(true);
  }

  if (state.status !== 'ready') return <BookingRateStatus state={state} />;
  const { quote, rate } = state;
  const eligibility = rateBookingEligibility(rate, { today, cargoReadyDate: quote.cargoReadyDate });
  const newQuoteHref = localizedHref(paths.getQuote.getHref({ serviceType: newQuoteServiceTypeOf(rate.shipmentType) }));

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {t('bookingFlow.rate.pageTitle')}
      </Typography>
      {eligibility.bookable && eligibility.warning === 'ratesMayNotApply' && (
        <Alert severity="warning">
          <AlertTitle>{t('bookingFlow.rate.mayNotApplyTitle')}</AlertTitle>
          {t('bookingFlow.rate.mayNotApplyText')}
        </Alert>
      )}
      {isExpired && <Alert severity="error">{t('bookingFlow.rate.expired')}</Alert>}
      <RateSummaryCard quote={quote} rate={rate} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" to={localizedHref(paths.quote.getHref({ quoteId }))}>
          {t('bookingFlow.rate.backToResults')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={() => (isExpired ? setExpiredOpen(true) : onBook(newBookingDraftId()))}
        >
          {t('bookingFlow.rate.book')}
        </Button>
      </Stack>
      <ExpiredRateDialog open={expiredOpen} onClose={() => setExpiredOpen(false)} newQuoteHref={newQuoteHref} />
    </Stack>
  );
}

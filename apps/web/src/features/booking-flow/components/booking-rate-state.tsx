import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { BookingRateState } from '../hooks/use-booking-rate';
import { Alert } from '@/components/ui/alert';

/** While the rate loads, or why it cannot be shown. */
export function BookingRateStatus({ state }: { state: Exclude<BookingRateState, { status: 'ready' }> }) {
  const { t } = useTranslation();
  if (state.status === 'loading') {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('bookingFlow.rate.loading')} />
      </Stack>
    );
  }
  return (
    <Alert severity="error">
      {t(state.status === 'rateNotFound' ? 'errors.rateNotFound' : 'bookingFlow.rate.loadFailed')}
    </Alert>
  );
}

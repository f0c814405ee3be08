import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * Booking needs an account (docs/product/booking.md#who-may-book): a visitor signs in or signs up over the flow, in the
 * auth panel, and comes back to the same step with the answers kept (ADR 069).
 */
export function SignInGate({ onAskSignIn }: { onAskSignIn: (view: 'signIn' | 'signUp') => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Typography>{t('bookingFlow.signIn.text')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={() => onAskSignIn('signIn')}>
          {t('bookingFlow.signIn.signIn')}
        </Button>
        <Button variant="outlined" onClick={() => onAskSignIn('signUp')}>
          {t('bookingFlow.signIn.signUp')}
        </Button>
      </Stack>
    </Stack>
  );
}

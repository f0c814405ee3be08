import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * 'Account setup incomplete' (docs/product/booking.md#who-may-book): an account without a password creates one, then
 * comes back to the booking (a 409 ACCOUNT_SETUP_INCOMPLETE answer).
 */
export function AccountSetupDialog({
  open,
  onClose,
  onCreatePassword,
}: {
  open: boolean;
  onClose: () => void;
  onCreatePassword: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="account-setup-title" aria-describedby="account-setup-text">
      <DialogTitle id="account-setup-title">{t('bookingFlow.accountSetup.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="account-setup-text">{t('bookingFlow.accountSetup.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('bookingFlow.accountSetup.later')}</Button>
        <Button variant="contained" onClick={onCreatePassword}>
          {t('bookingFlow.accountSetup.createPassword')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

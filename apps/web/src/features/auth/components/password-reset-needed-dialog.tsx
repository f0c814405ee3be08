import { Button } from '@/components/ui/button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** "Your password needs to be reset" (docs/product/accounts.md#sign-in-screen): one confirm button, no cancel. */
export function PasswordResetNeededDialog({ isOpen, onConfirm }: { isOpen: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={isOpen}
      onClose={onConfirm}
      aria-labelledby="password-reset-needed-title"
      aria-describedby="password-reset-needed-description"
    >
      <DialogTitle id="password-reset-needed-title">{t('login.passwordResetModal.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="password-reset-needed-description">
          {t('login.passwordResetModal.description')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {t('login.passwordResetModal.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

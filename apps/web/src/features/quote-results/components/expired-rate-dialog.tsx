import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** An expired rate cannot be booked (docs/product/quoting.md#validity): the dialog that says so. */
export function ExpiredRateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="expired-rate-title" aria-describedby="expired-rate-text">
      <DialogTitle id="expired-rate-title">{t('quoteResults.expiredRate.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="expired-rate-text">{t('quoteResults.expiredRate.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('quoteResults.expiredRate.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * An expired rate cannot be booked (docs/product/quoting.md#validity): 'Booking Not Available for Expired Quotes',
 * with the way to a new quote.
 */
export function ExpiredRateDialog({
  open,
  onClose,
  newQuoteHref,
}: {
  open: boolean;
  onClose: () => void;
  newQuoteHref: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="booking-expired-title"
      aria-describedby="booking-expired-text"
    >
      <DialogTitle id="booking-expired-title">{t('bookingFlow.expired.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="booking-expired-text">{t('bookingFlow.expired.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('bookingFlow.expired.close')}</Button>
        <Button variant="contained" to={newQuoteHref}>
          {t('bookingFlow.expired.newQuote')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

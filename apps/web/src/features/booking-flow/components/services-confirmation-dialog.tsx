import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The optional-services confirmation (docs/product/booking.md#booking-funnel): going on without any service is
 * confirmed; in its mandatory version (a mover's international move, ADR 063) a service must be chosen first.
 */
export function ServicesConfirmationDialog({
  open,
  kind,
  onAddServices,
  onContinue,
}: {
  open: boolean;
  kind: 'optional' | 'mandatory';
  onAddServices: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onAddServices}
      aria-labelledby="services-confirmation-title"
      aria-describedby="services-confirmation-text"
    >
      <DialogTitle id="services-confirmation-title">{t(`bookingFlow.servicesConfirmation.${kind}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="services-confirmation-text">
          {t(`bookingFlow.servicesConfirmation.${kind}.text`)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {kind === 'optional' && <Button onClick={onContinue}>{t('bookingFlow.servicesConfirmation.continue')}</Button>}
        <Button variant="contained" onClick={onAddServices}>
          {t('bookingFlow.servicesConfirmation.addServices')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

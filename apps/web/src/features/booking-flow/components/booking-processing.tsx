import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The processing loader while the booking call runs (docs/product/booking.md#booking-funnel). */
export function BookingProcessing({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
      <Stack role="status" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress color="inherit" />
        <Typography>{t('bookingFlow.processing')}</Typography>
      </Stack>
    </Backdrop>
  );
}

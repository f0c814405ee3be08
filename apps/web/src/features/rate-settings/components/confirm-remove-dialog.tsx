import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Asks before a price row is removed (the audit log keeps what it was). `name` null: closed. */
export function ConfirmRemoveDialog({
  name,
  isRemoving,
  onCancel,
  onConfirm,
}: {
  name: string | null;
  isRemoving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={name !== null} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('rateSettings.remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('rateSettings.remove.text', { name: name ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('rateSettings.common.cancel')}</Button>
        <Button variant="contained" color="warning" loading={isRemoving} onClick={onConfirm}>
          {t('rateSettings.common.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

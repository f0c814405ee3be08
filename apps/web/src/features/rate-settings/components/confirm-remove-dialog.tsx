import { i18nKeyOf, type ErrorCode } from '@freightdesk/domain';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/alert';

/**
 * Asks before a setting is removed (the audit log keeps what it was). `name` null: closed. `errorCode`: why the
 * server refused it (e.g. a carrier the published tariffs name), said in the dialog.
 */
export function ConfirmRemoveDialog({
  kind,
  name,
  isRemoving,
  errorCode,
  onCancel,
  onConfirm,
}: {
  /** What is removed: its own question and consequence. */
  kind: 'price' | 'exchangeRate' | 'carrier';
  name: string | null;
  isRemoving: boolean;
  errorCode?: ErrorCode | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={name !== null} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t(`rateSettings.remove.${kind}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t(`rateSettings.remove.${kind}.text`, { name: name ?? '' })}</DialogContentText>
        {errorCode && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t(i18nKeyOf(errorCode))}
          </Alert>
        )}
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

import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Button } from '@/components/ui/button';
import { useTranslation } from 'react-i18next';
import type { NoticeDialogProps } from './notice-dialog-props';

const titleId = 'updates-available-title';
const descriptionId = 'updates-available-description';

/** 'New updates available' (docs/product/shell.md#global-notices): confirming reloads onto the new build. */
export default function UpdatesAvailableDialog({ open, onClose, reload }: NoticeDialogProps & { reload: () => void }) {
  const { t } = useTranslation();

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <DialogTitle id={titleId}>{t('notices.updatesAvailable.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{t('notices.updatesAvailable.description')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('notices.updatesAvailable.later')}</Button>
        <Button onClick={reload} variant="contained">
          {t('notices.updatesAvailable.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

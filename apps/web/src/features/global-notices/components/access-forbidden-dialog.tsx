import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Button } from '@/components/ui/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session/session-context';
import type { NoticeDialogProps } from './notice-dialog-props';

const titleId = 'access-forbidden-title';
const descriptionId = 'access-forbidden-description';

/** The access-forbidden notice (docs/product/shell.md#global-notices): log out, or go back to the dashboard. */
export default function AccessForbiddenDialog({ open, onClose }: NoticeDialogProps) {
  const { t } = useTranslation();
  const { logOut } = useSession();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();

  const goHome = () => {
    onClose();
    void navigate(localizedHref(paths.home.getHref()));
  };
  // Then the log-out page: on another host than the brand's main one it ends the session there too.
  const logOutAndGoHome = () => {
    logOut();
    onClose();
    void navigate(localizedHref(paths.logOut.getHref()));
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={descriptionId}>
      <DialogTitle id={titleId}>{t('notices.accessForbidden.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>{t('notices.accessForbidden.description')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={logOutAndGoHome}>{t('notices.accessForbidden.logOut')}</Button>
        <Button onClick={goHome} variant="contained">
          {t('notices.accessForbidden.goToDashboard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

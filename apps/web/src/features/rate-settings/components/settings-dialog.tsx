import type { ErrorCode } from '@freightdesk/domain';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';

/**
 * The dialog every rate settings form opens in (ADR 080): its title, the fields, an error the fields do not show,
 * Cancel and Save. Focus starts on the first field and returns to the button that opened it.
 */
export function SettingsDialog({
  open,
  title,
  onClose,
  onSubmit,
  formError,
  isSaving,
  submitLabel,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: ErrorCode | undefined;
  isSaving: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert code={formError} />
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('rateSettings.common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSaving}>
            {submitLabel ?? t('rateSettings.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A grid of two fields a row on a wide dialog, one on a phone. */
export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
      {children}
    </Stack>
  );
}

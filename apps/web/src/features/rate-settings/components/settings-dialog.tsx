import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import type { FormFieldError } from '@/lib/forms/field-messages';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useFormErrors } from './form-errors';
import { fieldNamesOf, SettingsFields, type SettingsFieldLayout } from './settings-fields';

/** What a save is told: close on success, show a refusal on the form. */
export interface SaveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/**
 * The dialog every rate settings form opens in (ADR 080): its title, the fields (described as data), an error the
 * fields do not show, Cancel and Save. The domain's schema checks the values before `save` gets them; closing
 * clears the form. Focus starts on the field marked autoFocus and returns to the button that opened it.
 */
export function SettingsFormDialog<Values extends FieldValues, Body>({
  open = true,
  title,
  onClose,
  schema,
  defaultValues,
  values,
  toInput,
  check,
  fields,
  isSaving,
  save,
}: {
  /** Absent: open while mounted. */
  open?: boolean;
  title: string;
  onClose: () => void;
  schema: z.ZodType<Body>;
  defaultValues: DefaultValues<Values>;
  /** Values the form follows while mounted (a dialog kept mounted for another row). */
  values?: Values;
  /** The values as the schema reads them (empty texts as null, amounts as minor units). */
  toInput?: (values: Values) => unknown;
  /** A check the schema cannot make (it needs today's date): messages by field. */
  check?: (values: Values) => Partial<Record<string, FormFieldError>>;
  fields: SettingsFieldLayout<Values>;
  isSaving: boolean;
  save: (body: Body, callbacks: SaveCallbacks) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useZodForm<Values, Body>({
    schema,
    defaultValues,
    ...(values ? { values } : {}),
    ...(toInput ? { toInput } : {}),
    ...(check ? { check } : {}),
  });
  const errors = useFormErrors(form.setError, fieldNamesOf(fields) as Path<Values>[]);
  const close = () => {
    errors.clearFormError();
    form.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          errors.clearFormError();
          void form.handleSubmit((body) => save(body, { onSuccess: close, onError: errors.onError }))(event);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert code={errors.formError} />
            <SettingsFields layout={fields} control={form.control} errors={form.formState.errors} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('rateSettings.common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isSaving}>
            {t('rateSettings.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

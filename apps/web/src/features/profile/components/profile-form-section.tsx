import type { ErrorCode } from '@freightdesk/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { Alert } from '@/components/ui/alert';

/**
 * A form of My profile (details, password): its heading (the form's name), what it shows first (`lead`), the saved
 * notice, an error no field takes, the fields and the submit button.
 */
export function ProfileFormSection({
  id,
  title,
  lead,
  isDone,
  doneText,
  formError,
  isSaving,
  submitLabel,
  onSubmit,
  children,
}: {
  /** The heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead?: ReactNode;
  isDone: boolean;
  doneText: string;
  formError: ErrorCode | undefined;
  isSaving: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="h6">
        {title}
      </Typography>
      {lead}
      {isDone && <Alert severity="success">{doneText}</Alert>}
      <FormErrorAlert code={formError} />
      {children}
      <Button type="submit" variant="contained" loading={isSaving} sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

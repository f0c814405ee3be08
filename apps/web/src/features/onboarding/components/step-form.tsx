import { Button } from '@/components/ui/button';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localToday } from '@/lib/local-today';

/** A form step: its fields and one submit button (continue, or get my quotes on the last step). */
export function StepForm({
  onSubmit,
  submitLabel,
  children,
}: {
  onSubmit: () => void;
  submitLabel: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ maxWidth: 440 }}>
      {children}
      <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

/** The message of a date that is missing or before today. */
export function dateMessageKey(value: string): string | undefined {
  if (value === '') return 'onboarding.errors.dateRequired';
  return value < localToday() ? 'onboarding.errors.dateInPast' : undefined;
}

/** A labelled field whose message (an i18n key) describes it. */
export function StepField({
  messageKey,
  label,
  ...props
}: TextFieldProps & { label: string; messageKey: string | undefined }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={label}
      required={props.required ?? true}
      error={props.error ?? messageKey !== undefined}
      helperText={messageKey ? t(messageKey) : props.helperText}
    />
  );
}

/** A date field that cannot go before today. */
export function DateStepField(props: TextFieldProps & { label: string; messageKey: string | undefined }) {
  return (
    <StepField {...props} type="date" slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localToday() } }} />
  );
}

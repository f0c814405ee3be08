import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorText } from '@/lib/forms/field-messages';
import { Checkbox } from '../checkbox';
import { FormControlLabel } from '../form-control-label';

/**
 * A yes/no answer bound to a boolean field; its error (e.g. terms not accepted) below it,
 * linked by aria-describedby. `label` may hold links (the terms and privacy texts).
 */
export function CheckboxField<Values extends FieldValues, Output = Values>({
  control,
  name,
  id,
  label,
  errorLabel = '',
  required = false,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  id: string;
  label: ReactNode;
  /** The `{{field}}` of its messages, when they use it. */
  errorLabel?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const errorText = fieldErrorText(t, fieldState.error, errorLabel);
  const errorId = `${id}-error`;
  const checkbox = (
    <FormControlLabel
      control={
        <Checkbox
          id={id}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          aria-describedby={errorText ? errorId : undefined}
        />
      }
      label={label}
    />
  );
  if (!required && errorText === undefined) return checkbox;
  return (
    <FormControl error={errorText !== undefined} required={required}>
      {checkbox}
      {errorText && <FormHelperText id={errorId}>{errorText}</FormHelperText>}
    </FormControl>
  );
}

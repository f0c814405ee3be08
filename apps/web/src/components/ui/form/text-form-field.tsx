import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorText } from '@/lib/forms/field-messages';

/** What every field of the form layer takes (ADR 046): the form's control, the field's name, its id and label. */
export interface FormFieldProps<Values extends FieldValues, Output = Values> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** The input's id: MUI derives the label's and the helper text's ids from it (aria-describedby). */
  id: string;
  /** The visible label; also the `{{field}}` of the field's messages. */
  label: string;
  /** A hint shown under the field while it has no error. */
  hint?: ReactNode;
}

export type TextFormFieldProps<Values extends FieldValues, Output = Values> = FormFieldProps<Values, Output> &
  Omit<TextFieldProps, 'name' | 'id' | 'label' | 'value' | 'defaultValue' | 'error' | 'helperText'> & {
    /** Shown as in error although its own value is fine (a group's message says why). */
    isGroupInError?: boolean;
  };

/**
 * A labelled MUI text field bound to a react-hook-form field: its error (in the user's language)
 * or its hint below, linked to the input by aria-describedby. The base of the other fields.
 */
export function TextFormField<Values extends FieldValues, Output = Values>({
  control,
  name,
  id,
  label,
  hint,
  onChange,
  onBlur,
  isGroupInError = false,
  ...props
}: TextFormFieldProps<Values, Output>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const errorText = fieldErrorText(t, fieldState.error, label);
  return (
    <TextField
      {...props}
      id={id}
      name={field.name}
      label={label}
      value={field.value ?? ''}
      inputRef={field.ref}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      disabled={props.disabled ?? field.disabled}
      error={fieldState.error !== undefined || isGroupInError}
      helperText={errorText ?? hint}
    />
  );
}

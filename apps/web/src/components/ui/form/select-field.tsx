import type { FieldValues } from 'react-hook-form';
import { TextFormField, type TextFormFieldProps } from './text-form-field';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select (the platform's own picker: keyboard, screen readers and phones for free).
 * `placeholder` adds a first empty option ("Choose…") for a field without an answer yet.
 */
export function SelectField<Values extends FieldValues, Output = Values>({
  options,
  placeholder,
  slotProps,
  ...props
}: Omit<TextFormFieldProps<Values, Output>, 'select' | 'children'> & {
  options: readonly SelectOption[];
  placeholder?: string | undefined;
}) {
  return (
    <TextFormField
      {...props}
      select
      slotProps={{
        ...slotProps,
        select: { native: true },
        // A placeholder option shows as text: the label stays above it.
        ...(placeholder !== undefined ? { inputLabel: { shrink: true } } : {}),
      }}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextFormField>
  );
}

import type { FieldValues } from 'react-hook-form';
import { TextFormField, type TextFormFieldProps } from './text-form-field';

/**
 * A calendar date (`YYYY-MM-DD`) in the browser's own date input, which writes the date the
 * user's way and offers a picker; `min`/`max` bound what the picker offers.
 */
export function DateField<Values extends FieldValues, Output = Values>({
  min,
  max,
  slotProps,
  ...props
}: Omit<TextFormFieldProps<Values, Output>, 'type'> & { min?: string; max?: string }) {
  return (
    <TextFormField
      {...props}
      type="date"
      slotProps={{ ...slotProps, inputLabel: { shrink: true }, htmlInput: { min, max } }}
    />
  );
}

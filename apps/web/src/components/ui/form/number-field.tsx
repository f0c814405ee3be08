import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { TextFormField, type TextFormFieldProps } from './text-form-field';

/**
 * A number, with its unit after it (kg, cm, m³…) when it has one. The value stays the text
 * typed: the form's schema reads it (the domain's rules decide what a valid quantity is). With a
 * unit the label sits above the box even when it is empty: inside it, a long label ran under the
 * unit ("Weight per packa|kg").
 */
export function NumberField<Values extends FieldValues, Output = Values>({
  unit,
  min,
  max,
  step,
  slotProps,
  ...props
}: Omit<TextFormFieldProps<Values, Output>, 'type'> & { unit?: string; min?: number; max?: number; step?: number }) {
  return (
    <TextFormField
      {...props}
      type="number"
      slotProps={{
        ...slotProps,
        htmlInput: {
          min,
          max,
          step,
          inputMode: step !== undefined && step < 1 ? 'decimal' : 'numeric',
          ...(slotProps?.htmlInput as object | undefined),
        },
        ...(unit
          ? {
              input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
              inputLabel: { shrink: true, ...slotProps?.inputLabel },
            }
          : {}),
      }}
    />
  );
}

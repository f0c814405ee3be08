import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { useController, type FieldValues } from 'react-hook-form';
import { fieldErrorText } from '@/lib/forms/field-messages';
import type { SelectOption } from './select-field';
import type { FormFieldProps } from './text-form-field';

/** One answer of a few, all in view: radios under a label, arrow keys move between them. */
export function RadioGroupField<Values extends FieldValues, Output = Values>({
  control,
  name,
  id,
  label,
  options,
  required = false,
}: Omit<FormFieldProps<Values, Output>, 'hint'> & { options: readonly SelectOption[]; required?: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const errorText = fieldErrorText(t, fieldState.error, label);
  return (
    <FormControl error={errorText !== undefined} required={required}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={errorText ? `${id}-error` : undefined}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={
              <Radio onBlur={field.onBlur} slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />
            }
            label={option.label}
          />
        ))}
      </RadioGroup>
      {errorText && <FormHelperText id={`${id}-error`}>{errorText}</FormHelperText>}
    </FormControl>
  );
}

import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';
import { useController, type FieldValues } from 'react-hook-form';
import { fieldErrorText } from '@/lib/forms/field-messages';
import type { SelectOption } from './select-field';
import type { FormFieldProps } from './text-form-field';
import { FormControlLabel } from '../form-control-label';
import { Radio, RadioGroup } from '../radio';

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
            control={<Radio value={option.value} onBlur={field.onBlur} ref={index === 0 ? field.ref : undefined} />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {errorText && <FormHelperText id={`${id}-error`}>{errorText}</FormHelperText>}
    </FormControl>
  );
}

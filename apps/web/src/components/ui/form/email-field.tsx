import type { FieldValues } from 'react-hook-form';
import { TextFormField, type TextFormFieldProps } from './text-form-field';

/** An e-mail address: the e-mail keyboard and the browser's e-mail autofill. */
export function EmailField<Values extends FieldValues, Output = Values>(
  props: Omit<TextFormFieldProps<Values, Output>, 'type'>,
) {
  return <TextFormField type="email" autoComplete="email" {...props} />;
}

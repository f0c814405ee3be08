import type { FieldValues } from 'react-hook-form';
import { TextFormField, type TextFormFieldProps } from './text-form-field';

const autoCompleteOfPart = { given: 'given-name', family: 'family-name', organization: 'organization' } as const;

/** A person's first or last name, or a company's name: text with the matching autofill. */
export function NameField<Values extends FieldValues, Output = Values>({
  part,
  ...props
}: Omit<TextFormFieldProps<Values, Output>, 'type'> & { part: keyof typeof autoCompleteOfPart }) {
  return <TextFormField type="text" autoComplete={autoCompleteOfPart[part]} {...props} />;
}

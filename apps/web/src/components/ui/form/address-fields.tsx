import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { countryOptions } from '@/lib/forms/country-options';
import { SelectField } from './select-field';
import { TextFormField } from './text-form-field';

const addressParts = ['street', 'postalCode', 'city', 'country'] as const;
export type AddressPart = (typeof addressParts)[number];

const autoCompleteOf: Record<AddressPart, string> = {
  street: 'street-address',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
};

/**
 * An address block for a form whose values hold `{ street, postalCode, city, country }` under
 * `name` (errors land on `name.street`…): street, postal code and city as text, the country
 * (ISO code) as a native select named in the user's language. The labels are the form's own.
 */
export function AddressFields<Values extends FieldValues, Output = Values>({
  control,
  name,
  id,
  labels,
  countryPlaceholder,
  required = true,
}: {
  control: Control<Values, unknown, Output>;
  name: string;
  id: string;
  labels: Record<AddressPart, string>;
  countryPlaceholder: string;
  required?: boolean;
}) {
  const { i18n } = useTranslation();
  const countries = useMemo(
    () =>
      countryOptions(i18n.language).map(({ isoCode, name: countryName }) => ({ value: isoCode, label: countryName })),
    [i18n.language],
  );
  const pathOf = (part: AddressPart) => `${name}.${part}` as FieldPath<Values>;
  return (
    <Stack spacing={2}>
      {addressParts.map((part) =>
        part === 'country' ? (
          <SelectField
            key={part}
            control={control}
            name={pathOf(part)}
            id={`${id}-${part}`}
            label={labels[part]}
            options={countries}
            placeholder={countryPlaceholder}
            autoComplete={autoCompleteOf[part]}
            required={required}
          />
        ) : (
          <TextFormField
            key={part}
            control={control}
            name={pathOf(part)}
            id={`${id}-${part}`}
            label={labels[part]}
            autoComplete={autoCompleteOf[part]}
            required={required}
          />
        ),
      )}
    </Stack>
  );
}

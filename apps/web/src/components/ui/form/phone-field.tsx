import { callingCodeOfPhoneCountry } from '@freightdesk/domain';
import { TextField } from '@/components/ui/text-field';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { countryOptions } from '@/lib/forms/country-options';
import { TextFormField, type TextFormFieldProps } from './text-form-field';

export interface PhoneFieldProps<Values extends FieldValues, Output = Values> extends Omit<
  TextFormFieldProps<Values, Output>,
  'type'
> {
  /** The country picked beside the number ('' for none): a number typed without "+" is of it. */
  country: string;
  onCountryChange: (country: string) => void;
  /** The country select's id and label. */
  countryId: string;
  countryLabel: string;
  /** The first option of the country select ("Choose…"). */
  countryPlaceholder: string;
}

/**
 * A phone number with its country: a native select of the countries with a calling code, named
 * in the user's language, then the number. Without an error, the hint says the calling code
 * the number is read with (`auth.fields.phoneNumberHint…`).
 */
export function PhoneField<Values extends FieldValues, Output = Values>({
  country,
  onCountryChange,
  countryId,
  countryLabel,
  countryPlaceholder,
  hint,
  ...props
}: PhoneFieldProps<Values, Output>) {
  const { t, i18n } = useTranslation();
  const countryChoices = useMemo(
    () =>
      countryOptions(i18n.language).flatMap(({ isoCode, name }) => {
        const callingCode = callingCodeOfPhoneCountry(isoCode);
        return callingCode ? [{ value: isoCode, label: `${name} (+${callingCode})` }] : [];
      }),
    [i18n.language],
  );
  const callingCode = callingCodeOfPhoneCountry(country);
  const defaultHint = callingCode
    ? t('auth.fields.phoneNumberHintWithCountry', { callingCode })
    : t('auth.fields.phoneNumberHint');
  return (
    <>
      <TextField
        id={countryId}
        label={countryLabel}
        value={country}
        onChange={(event) => onCountryChange(event.target.value)}
        select
        autoComplete="tel-country-code"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{countryPlaceholder}</option>
        {countryChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </TextField>
      <TextFormField
        {...props}
        type="tel"
        autoComplete={callingCode ? 'tel-national' : 'tel'}
        hint={hint ?? defaultHint}
      />
    </>
  );
}

import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { accountFieldLimits, type OptionalFieldOption } from './account-fields';
import { accountMessage as message } from './validation-messages';

// A module of its own: the other account fields (e-mail, names; used by quote sharing, for instance) then come
// without libphonenumber-js and its numbering plans (~27 kB gzip in the browser).

export interface PhoneFieldOptions extends OptionalFieldOption {
  /** For numbers typed without "+": the country picked beside the field. */
  defaultCountry?: CountryCode;
}

/**
 * Phone (docs/product/accounts.md#field-rules): required unless optional, at most 20 characters, and a valid number
 * for libphonenumber-js (validation.phoneNumber.invalid).
 */
export function phoneNumberFieldSchema({ isOptional = false, defaultCountry }: PhoneFieldOptions = {}) {
  const isValid = (value: string) =>
    defaultCountry ? isValidPhoneNumber(value, defaultCountry) : isValidPhoneNumber(value);
  const text = z.string({ error: message('validation.phoneNumber.required') }).trim();
  if (isOptional) {
    return text
      .max(accountFieldLimits.phoneNumberMaxLength, { error: message('validation.phoneNumber.maxLength'), abort: true })
      .refine((value) => value === '' || isValid(value), { error: message('validation.phoneNumber.invalid') })
      .optional();
  }
  return text
    .min(1, { error: message('validation.phoneNumber.required'), abort: true })
    .max(accountFieldLimits.phoneNumberMaxLength, { error: message('validation.phoneNumber.maxLength'), abort: true })
    .refine(isValid, { error: message('validation.phoneNumber.invalid') });
}

/**
 * A stored phone number as people read it: E.164 (`+13055550111`) in the international format with its groups
 * (`+1 305 555 0111`); a number libphonenumber-js cannot read is shown as stored.
 */
export function phoneNumberForDisplay(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

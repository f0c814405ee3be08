import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

/**
 * The country picked beside a phone field (docs/product/accounts.md#ip-country: pre-selected from the IP lookup at
 * sign-up). A number typed without "+" is read as a number of that country.
 */
export type PhoneCountry = CountryCode;

/** Whether an ISO 3166 alpha-2 code (upper case) is a country with a calling code. */
export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) && isSupportedCountry(value);
}

/** The calling code of a country, without "+" ("34" for ES); undefined when it has none. */
export function callingCodeOfPhoneCountry(country: string): string | undefined {
  return isPhoneCountry(country) ? getCountryCallingCode(country) : undefined;
}

/**
 * A typed phone number in international form (E.164, `+34612345678`) when it reads as a number,
 * with `country` for a number typed without "+"; otherwise the text as typed (trimmed), so the
 * server's validation reports it.
 */
export function toInternationalPhoneNumber(value: string, country?: PhoneCountry): string {
  const trimmed = value.trim();
  const parsed =
    country && !trimmed.startsWith('+')
      ? parsePhoneNumberFromString(trimmed, country)
      : parsePhoneNumberFromString(trimmed);
  return parsed?.number ?? trimmed;
}

/**
 * The one stored spelling of a phone number: E.164 (`+34612345678`) when it reads as a number,
 * else its digits and "+", so uniqueness holds however it was typed (register, profile).
 */
export function normalisePhoneNumber(phoneNumber: string): string {
  return parsePhoneNumberFromString(phoneNumber)?.number ?? phoneNumber.replace(/[^\d+]/g, '');
}

/** The country of an international number (`+34612345678` → ES), to pre-select beside its field; else undefined. */
export function phoneCountryOfNumber(phoneNumber: string): PhoneCountry | undefined {
  return phoneNumber.trim().startsWith('+') ? parsePhoneNumberFromString(phoneNumber.trim())?.country : undefined;
}

import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Currency } from '../shipping/shipment-type';

// Apart from the price formatting so that a screen showing prices does not load the phone-number library.

/**
 * The product's default currency (docs/product/accounts.md#default-currency,
 * docs/product/quoting.md#prices-and-currency).
 */
export const defaultCurrency: Currency = 'USD';

/** India's calling code: such users see INR by default. */
const INDIA_CALLING_CODE = '91';

export interface DefaultCurrencyInput {
  /** The user's phone number in international form (+91 …); its calling code is read from it. */
  phoneNumber?: string | null | undefined;
  /** A calling code already known, without "+" (e.g. "91"). */
  phoneCallingCode?: string | null | undefined;
  /** The session's preferred_currency. */
  preferredCurrency?: string | null | undefined;
}

/** The calling code of an international phone number ("+34 612…" → "34"), if it parses. */
export function callingCodeOfPhoneNumber(phoneNumber: string): string | undefined {
  return parsePhoneNumberFromString(phoneNumber)?.countryCallingCode;
}

/**
 * The currency prices start in (docs/product/accounts.md#default-currency): INR for users with India's calling code 91
 * or INR as their preferred currency; USD otherwise. (The user may still switch currency.)
 */
export function defaultCurrencyFor(input: DefaultCurrencyInput): Currency {
  const preferredCurrency = input.preferredCurrency?.toUpperCase();
  if (preferredCurrency === 'INR') return 'INR';
  const callingCode =
    input.phoneCallingCode?.replace(/^\+/, '') ??
    (input.phoneNumber ? callingCodeOfPhoneNumber(input.phoneNumber) : undefined);
  return callingCode === INDIA_CALLING_CODE ? 'INR' : defaultCurrency;
}

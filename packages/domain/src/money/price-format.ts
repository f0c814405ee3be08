import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Currency } from '../shipping/shipment-type';
import { minorUnitDigitsByCurrency, moneyToMajor, type Money } from './money';

/** Prices are shown with 2 decimals by default (docs/product/quoting.md#prices-and-currency). */
export const defaultPriceFractionDigits = 2;

export interface MoneyFormatOptions {
  /** Show the currency as a symbol ($), a narrow symbol or its code (USD). Default: symbol. */
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code';
  fractionDigits?: number;
}

/**
 * A price as a user reads it, e.g. `$1,234.50` (en-US) or `1234,50 €` (es): Intl formats the
 * amount for the locale string given (the user's language), with 2 decimals by default.
 */
export function formatMoney(money: Money, locale: string, options: MoneyFormatOptions = {}): string {
  const fractionDigits = options.fractionDigits ?? defaultPriceFractionDigits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    currencyDisplay: options.currencyDisplay ?? 'symbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: Math.max(fractionDigits, minorUnitDigitsByCurrency[money.currency]),
  }).format(moneyToMajor(money));
}

/** The amount alone with grouping and 2 decimals (`1,234.50`), for tables that show the currency apart. */
export function formatMoneyAmount(money: Money, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: defaultPriceFractionDigits,
    maximumFractionDigits: Math.max(defaultPriceFractionDigits, minorUnitDigitsByCurrency[money.currency]),
  }).format(moneyToMajor(money));
}

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

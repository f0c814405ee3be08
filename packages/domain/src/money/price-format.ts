import type { Currency } from '../shipping/shipment-type';
import { minorUnitDigitsByCurrency, moneyToMajor, type Money } from './money';

/** Prices are shown with 2 decimals by default (docs/product/quoting.md#prices-and-currency). */
export const defaultPriceFractionDigits = 2;

export interface MoneyFormatOptions {
  /** Show the currency as a symbol ($), a narrow symbol or its code (USD). Default: symbol. */
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code';
  fractionDigits?: number;
}

/** Built Intl formatters by locale, currency and options: building one costs far more than formatting. */
const currencyFormats = new Map<string, Intl.NumberFormat>();
const maxCachedCurrencyFormats = 256;

/**
 * A price as a user reads it, e.g. `$1,234.50` (en-US) or `1234,50 €` (es): Intl formats the
 * amount for the locale string given (the user's language), with 2 decimals by default.
 */
export function formatMoney(money: Money, locale: string, options: MoneyFormatOptions = {}): string {
  return moneyFormatter(money.currency, locale, options)(money.amountMinor);
}

/**
 * `formatMoney` for many amounts of one currency (a list of rates): the Intl formatter is built once, which is
 * what costs, and each call formats integer minor units the same way.
 */
export function moneyFormatter(
  currency: Currency,
  locale: string,
  options: MoneyFormatOptions = {},
): (amountMinor: number) => string {
  const fractionDigits = options.fractionDigits ?? defaultPriceFractionDigits;
  const currencyDisplay = options.currencyDisplay ?? 'symbol';
  const key = `${locale}|${currency}|${currencyDisplay}|${fractionDigits}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: Math.max(fractionDigits, minorUnitDigitsByCurrency[currency]),
    });
    // A handful of languages × currencies in practice; the bound only guards against odd locales.
    if (currencyFormats.size >= maxCachedCurrencyFormats) currencyFormats.clear();
    currencyFormats.set(key, format);
  }
  const built = format;
  return (amountMinor) => built.format(moneyToMajor({ amountMinor, currency }));
}

/** The amount alone with grouping and 2 decimals (`1,234.50`), for tables that show the currency apart. */
export function formatMoneyAmount(money: Money, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: defaultPriceFractionDigits,
    maximumFractionDigits: Math.max(defaultPriceFractionDigits, minorUnitDigitsByCurrency[money.currency]),
  }).format(moneyToMajor(money));
}

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

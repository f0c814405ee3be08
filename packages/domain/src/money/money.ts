import { currencies, type Currency } from '../shipping/shipment-type';
import {
  defaultMoneyRoundingMode,
  divideAndRound,
  exactDecimalOf,
  scaleToInteger,
  toSafeInteger,
  type MoneyRoundingMode,
} from './decimal-rounding';

/**
 * An amount of money: an integer count of the currency's minor unit (cents, paise) and the
 * ISO 4217 currency (docs/decisions/003-units-and-money.md). Never a float of major units.
 */
export interface Money {
  amountMinor: number;
  currency: Currency;
}

// The schema is a module of its own: the money rules alone do not bring zod into a bundle (ADR 071).
export { moneySchema } from './money-schema';

/** Digits of the minor unit per ISO 4217: USD, EUR and INR all have 2. */
export const minorUnitDigitsByCurrency: Readonly<Record<Currency, number>> = { USD: 2, EUR: 2, INR: 2 };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}

/** Major units (12.345 USD) → Money, rounding to the minor unit (1234 or 1235 cents by mode). */
export function moneyFromMajor(
  amountMajor: number,
  currency: Currency,
  roundingMode: MoneyRoundingMode = defaultMoneyRoundingMode,
): Money {
  const amountMinor = toSafeInteger(scaleToInteger(amountMajor, minorUnitDigitsByCurrency[currency], roundingMode));
  return { amountMinor, currency };
}

/** Money → major units as a number (1234 cents → 12.34), for display and charts only. */
export function moneyToMajor(money: Money): number {
  return money.amountMinor / 10 ** minorUnitDigitsByCurrency[money.currency];
}

export function zeroMoney(currency: Currency): Money {
  return { amountMinor: 0, currency };
}

export class MoneyCurrencyMismatchError extends Error {
  constructor(expected: Currency, actual: Currency) {
    super(`Cannot combine ${actual} with ${expected}: convert first`);
    this.name = 'MoneyCurrencyMismatchError';
  }
}

/** a + b in one currency; mixing currencies is a programming error (convert first). */
export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new MoneyCurrencyMismatchError(a.currency, b.currency);
  return { amountMinor: toSafeInteger(BigInt(a.amountMinor) + BigInt(b.amountMinor)), currency: a.currency };
}

export function subtractMoney(a: Money, b: Money): Money {
  return addMoney(a, { amountMinor: -b.amountMinor, currency: b.currency });
}

/** The total of several amounts in `currency` (zero for none). */
export function sumMoney(amounts: readonly Money[], currency: Currency): Money {
  return amounts.reduce(addMoney, zeroMoney(currency));
}

/** An exchange rate: 1 unit of `fromCurrency` is worth `rate` units of `toCurrency`. */
export interface MoneyExchangeRate {
  fromCurrency: Currency;
  toCurrency: Currency;
  rate: number;
  /** The day the rate applies to (ISO yyyy-mm-dd), shown to users as "rates as of". */
  asOfDate?: string | undefined;
}

/**
 * Converts with a rate given in, rounding once to the target's minor unit. The rate is read as
 * the decimal it prints as (0.9234), so the product is exact before that single rounding.
 */
export function convertMoney(
  money: Money,
  exchangeRate: MoneyExchangeRate,
  roundingMode: MoneyRoundingMode = defaultMoneyRoundingMode,
): Money {
  if (money.currency !== exchangeRate.fromCurrency) {
    throw new MoneyCurrencyMismatchError(exchangeRate.fromCurrency, money.currency);
  }
  if (!(exchangeRate.rate > 0) || !Number.isFinite(exchangeRate.rate)) {
    throw new RangeError(`An exchange rate must be a positive number: ${exchangeRate.rate}`);
  }
  if (exchangeRate.fromCurrency === exchangeRate.toCurrency) return money;
  const { coefficient, scale } = exactDecimalOf(exchangeRate.rate);
  const digitShift =
    minorUnitDigitsByCurrency[exchangeRate.toCurrency] - minorUnitDigitsByCurrency[exchangeRate.fromCurrency];
  let numerator = BigInt(money.amountMinor) * coefficient;
  let denominatorPower = scale - digitShift;
  if (denominatorPower < 0) {
    numerator *= 10n ** BigInt(-denominatorPower);
    denominatorPower = 0;
  }
  const amountMinor = toSafeInteger(divideAndRound(numerator, 10n ** BigInt(denominatorPower), roundingMode));
  return { amountMinor, currency: exchangeRate.toCurrency };
}

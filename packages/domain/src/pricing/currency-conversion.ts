import { convertMoney, type Money, type MoneyExchangeRate } from '../money/money';
import type { IsoDate } from '../search/iso-date';
import type { Currency } from '../shipping/shipment-type';
import type { ExchangeRate } from './tariff-types';

/** An exchange rate a quote was priced with, shown to users as "rates as of". */
export interface AppliedExchangeRate {
  baseCurrency: Currency;
  quoteCurrency: Currency;
  /** 1 base = rate quote, as the table states it (for an inverted rate, the stated rate). */
  rate: string;
  asOfDate: IsoDate;
  source: string;
  /** True when the table holds quote → base and the engine used its inverse. */
  inverted: boolean;
}

export interface CurrencyConverter {
  /** The amount in the target currency, or null when no exchange rate is known for it. */
  convert(money: Money): Money | null;
  /** The rates actually used so far, one per source currency. */
  appliedRates(): AppliedExchangeRate[];
}

/**
 * Converts into `targetCurrency` with the latest rate dated on or before `today` (today's
 * exchange rate, docs/product/quoting.md#prices-and-currency): a direct rate (base → target) wins over the inverse of a
 * target → base rate of the same date. Rates dated after today are ignored.
 */
export function currencyConverterFor(
  exchangeRates: readonly ExchangeRate[],
  targetCurrency: Currency,
  today: IsoDate,
): CurrencyConverter {
  const best = new Map<Currency, { applied: AppliedExchangeRate; moneyRate: MoneyExchangeRate }>();
  for (const rate of exchangeRates) {
    if (rate.asOfDate > today || rate.baseCurrency === rate.quoteCurrency) continue;
    const inverted = rate.quoteCurrency !== targetCurrency;
    if (inverted && rate.baseCurrency !== targetCurrency) continue;
    const sourceCurrency = inverted ? rate.quoteCurrency : rate.baseCurrency;
    const current = best.get(sourceCurrency);
    const isBetter =
      current === undefined ||
      rate.asOfDate > current.applied.asOfDate ||
      (rate.asOfDate === current.applied.asOfDate && current.applied.inverted && !inverted);
    if (!isBetter) continue;
    const stated = Number(rate.rate);
    best.set(sourceCurrency, {
      applied: { ...rate, inverted },
      moneyRate: {
        fromCurrency: sourceCurrency,
        toCurrency: targetCurrency,
        rate: inverted ? 1 / stated : stated,
        asOfDate: rate.asOfDate,
      },
    });
  }
  const used = new Set<Currency>();
  return {
    convert(money) {
      if (money.currency === targetCurrency) return money;
      const found = best.get(money.currency);
      if (found === undefined) return null;
      used.add(money.currency);
      return convertMoney(money, found.moneyRate);
    },
    appliedRates() {
      return [...used].sort().flatMap((currency) => {
        const found = best.get(currency);
        return found ? [found.applied] : [];
      });
    },
  };
}

import type { Rate } from '../rates/rate';
import { defaultRateSortOrder, sortRates } from '../rates/rate-sort';
import { tagRates } from '../rates/rate-tags';
import type { IsoDate } from '../search/iso-date';
import type { RouteKind } from '../search/route-kind';
import type { Currency } from '../shipping/shipment-type';
import { rateChargesOfItems, totalOfItems, type PricedChargeItem } from './charge-items';
import { currencyConverterFor, type AppliedExchangeRate } from './currency-conversion';
import type { ExchangeRate } from './tariff-types';

/** A quote's priced rates as stored: rates and their billing lines, all in one currency. */
export interface StoredQuoteRates {
  rates: readonly Rate[];
  chargeItemsByRateUuid: Readonly<Record<string, readonly PricedChargeItem[]>>;
}

export interface QuoteRatesInCurrency {
  /** Tagged and in the default (RECOMMENDED) order, as in the requested currency. */
  rates: Rate[];
  chargeItemsByRateUuid: Record<string, PricedChargeItem[]>;
  currency: Currency;
  /** The exchange rates applied, with their as-of dates ("rates as of"); empty when none was needed. */
  exchangeRates: AppliedExchangeRate[];
}

export interface QuoteCurrencyOptions {
  currency: Currency;
  /**
   * Exchange rates to choose from; the latest dated on or before `today` applies (today's rate,
   * docs/product/quoting.md#prices-and-currency).
   */
  exchangeRates: readonly ExchangeRate[];
  today: IsoDate;
  requestedRouteKind: RouteKind;
}

/**
 * A stored quote shown in another currency (GET …?currency=): each line is converted from its
 * tariff amount and unit price (never converted twice), the totals re-added from the lines so
 * the charge groups still add up exactly, then tags and order decided again (the cheapest rate
 * can change when rates were priced in different currencies). A rate whose currency has no
 * exchange rate is left out. Lines already in the requested currency are kept as they are.
 */
export function quoteRatesInCurrency(stored: StoredQuoteRates, options: QuoteCurrencyOptions): QuoteRatesInCurrency {
  const { currency, today, requestedRouteKind } = options;
  const { convert, appliedRates } = currencyConverterFor(options.exchangeRates, currency, today);
  const rates: Rate[] = [];
  const chargeItemsByRateUuid: Record<string, PricedChargeItem[]> = {};
  for (const rate of stored.rates) {
    const storedItems = stored.chargeItemsByRateUuid[rate.uuid] ?? [];
    if (rate.total.currency === currency) {
      rates.push(rate);
      chargeItemsByRateUuid[rate.uuid] = [...storedItems];
      continue;
    }
    const items: PricedChargeItem[] = [];
    for (const item of storedItems) {
      const amount = convert(item.tariffAmount);
      const unitPrice = convert({ amountMinor: item.tariffUnitPriceMinor, currency: item.tariffAmount.currency });
      if (amount === null || unitPrice === null) break;
      items.push({ ...item, amountMinor: amount.amountMinor, unitPriceMinor: unitPrice.amountMinor, currency });
    }
    const pricePerKilo = rate.pricePerKilo === null ? null : convert(rate.pricePerKilo);
    if (items.length < storedItems.length || (rate.pricePerKilo !== null && pricePerKilo === null)) continue;
    const taxes = totalOfItems(items.filter((item) => item.group === 'taxes'));
    const total = totalOfItems(items) - rate.total.discounts;
    rates.push({
      ...rate,
      total: {
        total,
        amount: total - taxes + rate.total.discounts,
        discounts: rate.total.discounts,
        taxes,
        currency,
        sortTotal: total,
      },
      charges: rateChargesOfItems(items),
      pricePerKilo,
    });
    chargeItemsByRateUuid[rate.uuid] = items;
  }
  const context = { now: today, requestedRouteKind };
  return {
    rates: sortRates(tagRates(rates, context), defaultRateSortOrder, context),
    chargeItemsByRateUuid,
    currency,
    exchangeRates: appliedRates(),
  };
}

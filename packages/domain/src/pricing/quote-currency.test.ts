import { describe, expect, it } from 'vitest';
import { priceSearch } from './price-quote';
import { exampleFclSearch, examplePriceSearchOptions } from './pricing-examples';
import { quoteRatesInCurrency } from './quote-currency';
import { exampleExchangeRate, exampleFclContractRate, examplePortCharge } from './tariff-examples';
import { emptyPricingCandidates } from './tariff-types';

const candidates = {
  ...emptyPricingCandidates,
  originTerminals: [{ code: 'CNSHA', distanceKm: 0 }],
  destinationTerminals: [{ code: 'USLAX', distanceKm: 0 }],
  fclRates: [
    exampleFclContractRate,
    {
      ...exampleFclContractRate,
      id: 'eur',
      carrierCode: 'CMDU',
      currency: 'EUR' as const,
      freightPerContainerMinor: 160000,
    },
  ],
  portCharges: [examplePortCharge],
  exchangeRates: [exampleExchangeRate],
};
const stored = priceSearch(exampleFclSearch, candidates, examplePriceSearchOptions);
const context = { exchangeRates: [exampleExchangeRate], today: '2030-01-14', requestedRouteKind: 'P2P' as const };

describe('quoteRatesInCurrency: a stored quote in another currency', () => {
  it('converts each line from its tariff amount, so a EUR tariff shown in EUR is not converted twice', () => {
    const inEur = quoteRatesInCurrency(stored, { ...context, currency: 'EUR' });
    const cma = inEur.rates.find((rate) => rate.carrierCode === 'CMDU')!;
    expect(cma.charges.freight.map((charge) => charge.amountMinor)).toEqual([320000]);
    const maersk = inEur.rates.find((rate) => rate.carrierCode === 'MAEU')!;
    // 3,700.00 USD and 240.00 USD at 1 / 1.085; unit prices 120.00 (THC) and 1,850.00 USD.
    expect(maersk.total).toEqual({
      total: 341014 + 22120,
      amount: 341014 + 22120,
      discounts: 0,
      taxes: 0,
      currency: 'EUR',
      sortTotal: 341014 + 22120,
    });
    expect(inEur.chargeItemsByRateUuid[maersk.uuid]!.map((item) => item.unitPriceMinor)).toEqual([11060, 170507]);
    expect(inEur.exchangeRates).toEqual([{ ...exampleExchangeRate, inverted: true }]);
  });

  it('keeps the lines adding up to each total, and the cheapest tag on the cheapest rate', () => {
    const inEur = quoteRatesInCurrency(stored, { ...context, currency: 'EUR' });
    for (const rate of inEur.rates) {
      expect(
        Object.values(rate.charges)
          .flat()
          .reduce((sum, charge) => sum + charge.amountMinor, 0),
      ).toBe(rate.total.total);
    }
    expect(inEur.rates[0]!.publicTags).toContain('CHEAPEST');
    expect(inEur.rates[0]!.total.total).toBe(Math.min(...inEur.rates.map((rate) => rate.total.total)));
  });

  it('leaves out a rate whose currency has no exchange rate, and changes nothing in the same currency', () => {
    expect(quoteRatesInCurrency(stored, { ...context, currency: 'INR' }).rates).toEqual([]);
    const same = quoteRatesInCurrency(stored, { ...context, currency: 'USD' });
    expect(same.rates.map((rate) => rate.total)).toEqual(stored.rates.map((rate) => rate.total));
    expect(same.exchangeRates).toEqual([]);
  });
});

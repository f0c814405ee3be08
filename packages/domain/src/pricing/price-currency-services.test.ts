import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateChargeGroups, rateSchema } from '../rates/rate';
import type { CargoSearch } from '../search/cargo-search';
import { percentOfAmount } from './charge-items';
import { currencyConverterFor } from './currency-conversion';
import { priceSearch } from './price-quote';
import { examplePriceSearchOptions as options, exampleFclSearch as search } from './pricing-examples';
import {
  exampleAdditionalServicePrice,
  exampleExchangeRate,
  exampleFclContractRate as dv40,
  examplePortCharge,
  exampleSurcharge,
  exampleTruckingRate,
} from './tariff-examples';
import { emptyPricingCandidates, type AdditionalServicePrice } from './tariff-types';

describe('currency conversion', () => {
  const eurTariff = { ...dv40, currency: 'EUR' as const, freightPerContainerMinor: 150000 };
  const rates = [
    { ...exampleExchangeRate, rate: '1.07', asOfDate: '2030-01-10' },
    exampleExchangeRate, // 1 EUR = 1.085 USD as of 2030-01-14
    { ...exampleExchangeRate, rate: '1.2', asOfDate: '2030-01-20' }, // not yet known today
  ];

  it('quotes a EUR tariff in USD with the latest rate dated today or before, and records it', () => {
    const result = priceSearch(
      search,
      { ...emptyPricingCandidates, fclRates: [eurTariff], exchangeRates: rates },
      options,
    );
    const [rate] = result.rates;
    // 2 × EUR 1,500.00 = EUR 3,000.00 × 1.085 = USD 3,255.00
    expect(rate?.charges.freight[0]).toEqual({
      code: 'OFR',
      name: 'Ocean freight DV40',
      label: { key: 'oceanFreight', containerType: 'DV40' },
      quantity: 2,
      amountMinor: 325500,
      currency: 'USD',
    });
    expect(rate?.total).toMatchObject({ total: 325500, currency: 'USD' });
    expect(result.chargeItemsByRateUuid[rate?.uuid ?? '']?.[0]).toMatchObject({
      unitPriceMinor: 162750,
      serviceItemKind: 'Freight',
      tariffAmount: { amountMinor: 300000, currency: 'EUR' },
    });
    expect(result.exchangeRates).toEqual([
      {
        baseCurrency: 'EUR',
        quoteCurrency: 'USD',
        rate: '1.085',
        asOfDate: '2030-01-14',
        source: 'staff',
        inverted: false,
      },
    ]);
  });

  it('uses the inverse of a rate stated the other way round', () => {
    const converter = currencyConverterFor(
      [{ ...exampleExchangeRate, baseCurrency: 'USD', quoteCurrency: 'EUR', rate: '0.8' }],
      'USD',
      '2030-01-14',
    );
    expect(converter.convert({ amountMinor: 10000, currency: 'EUR' })).toEqual({ amountMinor: 12500, currency: 'USD' });
    expect(converter.appliedRates()[0]).toMatchObject({ inverted: true, rate: '0.8' });
  });

  it('leaves out a tariff whose currency has no exchange rate', () => {
    expect(priceSearch(search, { ...emptyPricingCandidates, fclRates: [eurTariff] }, options).quoteTypeCode).toBe(
      'NIQ',
    );
  });
});

describe('additional services', () => {
  const price = (overrides: Partial<AdditionalServicePrice>): AdditionalServicePrice => ({
    ...exampleAdditionalServicePrice,
    ...overrides,
  });
  const services = [
    price({
      id: 'icc',
      code: 'importCustomsClearance',
      name: 'Import customs clearance',
      pricingRule: 'fixed',
      amountMinor: 9500,
      percent: null,
      minimumChargeMinor: 0,
      countryIsoCode: 'US',
    }),
    price({
      id: 'icc-de',
      code: 'importCustomsClearance',
      name: 'Import customs clearance DE',
      pricingRule: 'fixed',
      amountMinor: 100,
      percent: null,
      countryIsoCode: 'DE',
    }),
    price({ id: 'bond', code: 'singleEntryBond', name: 'Single-entry bond', percent: 0.5, minimumChargeMinor: 6000 }),
    price({
      id: 'cbond',
      code: 'continuousBond',
      name: 'Continuous bond',
      pricingRule: 'fixed',
      amountMinor: 45000,
      percent: null,
    }),
    exampleAdditionalServicePrice, // insurance 0.35 % of cargo value, minimum 50.00
  ];
  const withServices = (additionalServices: CargoSearch['additionalServices'], cargoValueMinor: number | null) =>
    ({
      ...search,
      additionalServices,
      cargoValue: cargoValueMinor === null ? null : { amountMinor: cargoValueMinor, currency: 'USD' },
    }) satisfies CargoSearch;
  const candidates = { ...emptyPricingCandidates, fclRates: [dv40], additionalServicePrices: services };

  it('prices import clearance (US price) and a single-entry bond at 0.5 % of USD 30,000.00 = 150.00', () => {
    const flags = {
      importCustomClearance: true,
      residencyDelivery: false,
      liftGate: false,
      customBond: 'singleEntry' as const,
    };
    const result = priceSearch(withServices(flags, 3000000), candidates, options);
    expect(result.rates[0]?.charges.additional).toEqual([
      {
        code: 'importCustomsClearance',
        name: 'Import customs clearance',
        label: { key: 'additionalService' },
        quantity: 1,
        amountMinor: 9500,
        currency: 'USD',
      },
      {
        code: 'singleEntryBond',
        name: 'Single-entry bond',
        label: { key: 'additionalService' },
        quantity: 1,
        amountMinor: 15000,
        currency: 'USD',
      },
    ]);
    expect(result.rates[0]?.total.total).toBe(370000 + 9500 + 15000);
  });

  it('raises a percentage service to its minimum: 0.5 % of USD 1,000.00 = 5.00 → 60.00', () => {
    const flags = {
      importCustomClearance: false,
      residencyDelivery: false,
      liftGate: false,
      customBond: 'singleEntry' as const,
    };
    expect(
      priceSearch(withServices(flags, 100000), candidates, options).rates[0]?.charges.additional[0]?.amountMinor,
    ).toBe(6000);
  });

  it('prices insurance when asked, as 0.35 % of the cargo value with a 50.00 minimum', () => {
    const none = {
      importCustomClearance: false,
      residencyDelivery: false,
      liftGate: false,
      customBond: 'continuous' as const,
    };
    const result = priceSearch(withServices(none, 5000000), candidates, { ...options, extraServices: ['insurance'] });
    expect(result.rates[0]?.charges.additional.map((charge) => [charge.code, charge.amountMinor])).toEqual([
      ['continuousBond', 45000],
      ['insurance', 17500],
    ]);
  });

  it('reports residential delivery and lift gate as unpriced on a port-to-port route', () => {
    const flags = {
      importCustomClearance: false,
      residencyDelivery: true,
      liftGate: true,
      customBond: 'none' as const,
    };
    const result = priceSearch(withServices(flags, null), candidates, options);
    expect(result.unpricedServices).toEqual(['residentialDelivery', 'liftGateDelivery']);
    expect(result.rates[0]?.charges.additional).toEqual([]);
  });
});

describe('charge groups add up to the total (property)', () => {
  const amount = fc.integer({ min: 0, max: 500000 });
  const currency = fc.constantFrom('USD' as const, 'EUR' as const, 'INR' as const);
  const candidateSets = fc.record({
    freight: fc.array(
      fc.record({
        amount,
        currency,
        type: fc.constantFrom('DV20' as const, 'DV40' as const),
        carrier: fc.constantFrom('MAEU', 'CMDU'),
      }),
      { maxLength: 6 },
    ),
    surcharges: fc.array(
      fc.record({ amount, currency, percent: fc.option(fc.double({ min: 0, max: 40, noNaN: true }), { nil: null }) }),
      { maxLength: 3 },
    ),
    portCharges: fc.array(
      fc.record({
        amount,
        currency,
        side: fc.constantFrom('origin' as const, 'destination' as const),
        minimum: amount,
      }),
      { maxLength: 4 },
    ),
    dv20: fc.integer({ min: 0, max: 3 }),
    dv40: fc.integer({ min: 0, max: 3 }),
    quoteCurrency: currency,
  });

  it('every rate: groups sum to amount, lines are in the quote currency, and the rate fits the contract', () => {
    fc.assert(
      fc.property(candidateSets, (set) => {
        const result = priceSearch(
          {
            ...search,
            cargo: {
              kind: 'containers',
              containers: [
                { containerType: 'DV20', quantity: set.dv20 },
                { containerType: 'DV40', quantity: set.dv40 },
              ],
            },
          },
          {
            ...emptyPricingCandidates,
            fclRates: set.freight.map((line, index) => ({
              ...dv40,
              id: `f${index}`,
              carrierCode: line.carrier,
              containerType: line.type,
              freightPerContainerMinor: line.amount,
              currency: line.currency,
            })),
            surcharges: set.surcharges.map((line, index) => ({
              ...exampleSurcharge,
              id: `s${index}`,
              carrierCode: null,
              amountMinor: line.amount,
              currency: line.currency,
              percentOfFreight: line.percent,
            })),
            portCharges: set.portCharges.map((line, index) => ({
              ...examplePortCharge,
              id: `p${index}`,
              side: line.side,
              locode: line.side === 'origin' ? 'CNSHA' : 'USLAX',
              amountMinor: line.amount,
              minimumChargeMinor: line.minimum,
              currency: line.currency,
            })),
            exchangeRates: [
              { ...exampleExchangeRate, baseCurrency: 'EUR', quoteCurrency: 'USD', rate: '1.085' },
              { ...exampleExchangeRate, baseCurrency: 'USD', quoteCurrency: 'INR', rate: '83.1234' },
              { ...exampleExchangeRate, baseCurrency: 'EUR', quoteCurrency: 'INR', rate: '90.0123' },
            ],
          },
          { ...options, requestedCurrency: set.quoteCurrency },
        );
        for (const rate of result.rates) {
          const lines = rateChargeGroups.flatMap((group) => rate.charges[group]);
          const sum = lines.reduce((total, line) => total + line.amountMinor, 0);
          expect(sum).toBe(rate.total.total);
          expect(lines.every((line) => line.currency === set.quoteCurrency)).toBe(true);
          expect(rateSchema.safeParse(rate).success).toBe(true);
          const items = result.chargeItemsByRateUuid[rate.uuid] ?? [];
          expect(items.reduce((total, item) => total + item.amountMinor, 0)).toBe(rate.total.total);
        }
        if (set.dv20 + set.dv40 === 0) expect(result.rates).toEqual([]);
      }),
    );
  });
});

describe('exact decimal arithmetic', () => {
  it.each([
    [0.35, 5000000, 17500],
    [12.5, 185000, 23125],
    [0.005, 100, 0],
    [0.5, 100, 1], // half a cent rounds up
  ])('%s %% of %s minor units = %s', (percent, amountMinor, expected) => {
    expect(percentOfAmount(amountMinor, percent)).toBe(expected);
  });
});

describe('partial fallback and currencies', () => {
  it('falls back to a route it can convert when the complete one is priced in an unknown currency', () => {
    const doorOrigin: CargoSearch = {
      ...search,
      origin: { code: '200000', type: 'POSTAL_CODE', city: 'Shanghai', countryIsoCode: 'CN', iataCode: null },
    };
    const eurPickup = { ...exampleTruckingRate, currency: 'EUR' as const };
    const result = priceSearch(
      doorOrigin,
      {
        ...emptyPricingCandidates,
        originTerminals: [
          { code: 'CNSHA', distanceKm: 10 },
          { code: 'CNNGB', distanceKm: 500 },
        ],
        // The same service twice: once at CNSHA (pickup priced in EUR, no rate), once at CNNGB (no pickup band).
        fclRates: [dv40, { ...dv40, id: 'ngb', originLocode: 'CNNGB' }],
        truckingRates: [eurPickup],
      },
      options,
    );
    expect(result.quoteTypeCode).toBe('PIQ');
    expect(result.pricedRouteKind).toBe('P2P');
  });
});

import { describe, expect, it } from 'vitest';
import type { CargoSearch } from '../search/cargo-search';
import { airFreightCharge } from './air-freight';
import { weightOrMeasureOf } from './lcl-offers';
import { freightClassForDensity } from './ltl-offers';
import { priceSearch } from './price-quote';
import { examplePriceSearchOptions as options, exampleFclSearch } from './pricing-examples';
import { exampleAirRate, exampleLclRate, exampleLtlRate } from './tariff-examples';
import { emptyPricingCandidates } from './tariff-types';

const totalVolume = (weightKg: number, volumeM3: number) =>
  ({ kind: 'totalVolume', total: { weight: weightKg, weightUnit: 'Kg', volume: volumeM3, volumeUnit: 'M3' } }) as const;

describe('LCL: W/M with a minimum', () => {
  const lclSearch: CargoSearch = { ...exampleFclSearch, shipmentType: 'LCL', cargo: totalVolume(2500, 4) };

  it.each([
    [2500, 4, 4],
    [2500, 1.2, 2.5],
    [150, 0.1, 0.15],
  ])('%s kg and %s m³ are %s revenue tons (1 m³ = 1000 kg)', (weightKg, volumeM3, expected) => {
    expect(weightOrMeasureOf(weightKg, volumeM3)).toBe(expected);
  });

  it('4 m³ / 2,500 kg at 65.00 per W/M = 260.00', () => {
    const [rate] = priceSearch(lclSearch, { ...emptyPricingCandidates, lclRates: [exampleLclRate] }, options).rates;
    expect(rate?.charges.freight).toEqual([
      {
        code: 'OFR',
        name: 'Ocean freight (W/M)',
        label: { key: 'oceanFreightWeightOrMeasure' },
        quantity: 4,
        amountMinor: 26000,
        currency: 'USD',
      },
    ]);
    expect(rate?.total.total).toBe(26000);
  });

  it('1 m³ / 300 kg at 65.00 = 65.00, raised to the 130.00 minimum', () => {
    const small = { ...lclSearch, cargo: totalVolume(300, 1) };
    const [rate] = priceSearch(small, { ...emptyPricingCandidates, lclRates: [exampleLclRate] }, options).rates;
    expect(rate?.charges.freight[0]).toMatchObject({ quantity: 1, amountMinor: 13000 });
  });

  it('partial household boxes ship as LCL by volume: 10 large boxes = 2.88 m³, 400 kg → 2.88 W/M = 187.20', () => {
    const boxes: CargoSearch = { ...lclSearch, cargo: { kind: 'boxes', boxes: { small: 0, medium: 0, large: 10 } } };
    const [rate] = priceSearch(boxes, { ...emptyPricingCandidates, lclRates: [exampleLclRate] }, options).rates;
    expect(rate?.charges.freight[0]).toMatchObject({ quantity: 2.88, amountMinor: 18720 });
  });
});

describe('AIR: chargeable weight and weight breaks', () => {
  const breaks = exampleAirRate.weightBreaks; // 0: 6.50, 45: 5.00, 100: 4.20, 300: 3.80 per kg
  const airSearch: CargoSearch = {
    ...exampleFclSearch,
    shipmentType: 'AIR',
    origin: { code: 'PVG', type: 'AIRPORT', city: 'Shanghai', countryIsoCode: 'CN', iataCode: 'PVG' },
    destination: { code: 'LAX', type: 'AIRPORT', city: 'Los Angeles', countryIsoCode: 'US', iataCode: 'LAX' },
    isKnownShipper: false,
    cargo: {
      kind: 'dimensionRows',
      rows: [{ quantity: 1, length: 100, width: 100, height: 100, dimensionUnit: 'cm', weight: 50, weightUnit: 'Kg' }],
    },
  };

  it.each([
    // chargeable kg, charged kg, per kg, amount
    [60, 60, 500, 30000],
    [95, 100, 420, 42000], // 95 × 5.00 = 475.00 > 100 × 4.20 = 420.00: the next break is cheaper
    [84, 84, 500, 42000], // 84 × 5.00 = 420.00 = 100 × 4.20: not cheaper, stays
    [290, 300, 380, 114000], // 290 × 4.20 = 1,218.00 > 300 × 3.80 = 1,140.00
    [500, 500, 380, 190000],
  ])('%s kg chargeable is charged as %s kg at %s', (chargeableKg, chargedKg, perKgMinor, amountMinor) => {
    expect(airFreightCharge(chargeableKg, breaks, 7500)).toEqual({
      chargedWeightKg: chargedKg,
      perKgMinor,
      amountMinor,
      isMinimumCharge: false,
    });
  });

  it('applies the minimum charge: 10 kg × 6.50 = 65.00 < 75.00', () => {
    expect(airFreightCharge(10, breaks, 7500)).toEqual({
      chargedWeightKg: 10,
      perKgMinor: 650,
      amountMinor: 7500,
      isMinimumCharge: true,
    });
  });

  it('a 1 m³ box of 50 kg is charged by volumetric weight: 1,000,000 cm³ / 6000 = 166.67 kg × 4.20 = 700.01', () => {
    const [rate] = priceSearch(airSearch, { ...emptyPricingCandidates, airRates: [exampleAirRate] }, options).rates;
    expect(rate?.charges.freight[0]).toMatchObject({ code: 'AFR', quantity: 166.67, amountMinor: 70001 });
    expect(rate?.pricePerKilo).toEqual({ amountMinor: 420, currency: 'USD' });
    expect(rate?.carrierCode).toBe('CA');
  });

  it('offers known-shipper-only rates only to known shippers', () => {
    const knownOnly = { ...exampleAirRate, id: 'ks', airlineIataCode: 'LH', knownShipperOnly: true, isExpress: true };
    const tariffs = { ...emptyPricingCandidates, airRates: [exampleAirRate, knownOnly] };
    expect(priceSearch(airSearch, tariffs, options).rates.map((rate) => rate.carrierCode)).toEqual(['CA']);
    const known = priceSearch({ ...airSearch, isKnownShipper: true }, tariffs, options).rates;
    expect(known.map((rate) => rate.carrierCode).sort()).toEqual(['CA', 'LH']);
    expect(known.find((rate) => rate.carrierCode === 'LH')?.publicTags).toContain('EXPRESS');
  });
});

describe('LTL: freight class × weight band × distance band', () => {
  const ltlSearch: CargoSearch = {
    ...exampleFclSearch,
    shipmentType: 'LTL',
    origin: { code: '60601', type: 'POSTAL_CODE', city: 'Chicago', countryIsoCode: 'US', iataCode: null },
    destination: { code: '43215', type: 'POSTAL_CODE', city: 'Columbus', countryIsoCode: 'US', iataCode: null },
    freightClass: 100,
    cargo: totalVolume(300, 2),
  };
  const ltl = {
    ...emptyPricingCandidates,
    ltlRates: [
      exampleLtlRate,
      { ...exampleLtlRate, id: 'far', fromDistanceKm: 1000, toDistanceKm: null, perHundredweightMinor: 9900 },
    ],
    roadDistanceKm: 570,
  };

  it('300 kg = 662 lb (rounded up) = 6.62 cwt × 42.00 = 278.04, door to door', () => {
    const result = priceSearch(ltlSearch, ltl, options);
    expect(result.quoteTypeCode).toBe('IQ');
    const [rate] = result.rates;
    expect(rate?.charges.freight).toEqual([
      {
        code: 'LTL',
        name: 'Road freight class 100',
        label: { key: 'roadFreight', freightClass: '100' },
        quantity: 6.62,
        amountMinor: 27804,
        currency: 'USD',
      },
    ]);
    expect(rate?.routeKind).toBe('D2D');
    expect(rate?.includes).toMatchObject({ pickup: true, delivery: true });
  });

  it('uses the distance band of the road distance', () => {
    const [rate] = priceSearch(ltlSearch, { ...ltl, roadDistanceKm: 1500 }, options).rates;
    expect(rate?.total.total).toBe(65538); // 6.62 × 99.00
  });

  it('another freight class has no rate', () => {
    expect(priceSearch({ ...ltlSearch, freightClass: 250 }, ltl, options).quoteTypeCode).toBe('NIQ');
  });

  it('an unknown class is read from the density: 300 kg in 2 m³ = 9.36 lb/ft³ → class 100', () => {
    expect(freightClassForDensity(300, 2)).toBe(100);
    expect(priceSearch({ ...ltlSearch, freightClass: 'unknown' }, ltl, options).rates).toHaveLength(1);
  });
});

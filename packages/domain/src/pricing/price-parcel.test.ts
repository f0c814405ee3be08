import { describe, expect, it } from 'vitest';
import type { CargoSearch } from '../search/cargo-search';
import { priceSearch } from './price-quote';
import { exampleFclSearch, examplePriceSearchOptions } from './pricing-examples';
import { emptyPricingCandidates, type ParcelRate } from './tariff-types';

const parcelRow = (overrides: Partial<ParcelRate>): ParcelRate => ({
  id: 'ups-ground-8-5',
  carrierCode: 'UPSN',
  carrierName: 'UPS',
  serviceName: 'Ground',
  zone: '8',
  fromWeightKg: 5,
  toWeightKg: 10,
  priceMinor: 3200,
  currency: 'USD',
  transitDays: 5,
  isExpress: false,
  validFrom: '2030-01-01',
  validTo: '2030-12-31',
  ...overrides,
});

// One 40 × 30 × 30 cm box of 5 kg: volumetric 36 000 cm³ / 6000 = 6 kg chargeable.
const parcelSearch: CargoSearch = {
  ...exampleFclSearch,
  shipmentType: 'AIR',
  origin: { code: '90012', type: 'POSTAL_CODE', city: 'Los Angeles', countryIsoCode: 'US', iataCode: null },
  destination: { code: '10001', type: 'POSTAL_CODE', city: 'New York', countryIsoCode: 'US', iataCode: null },
  isKnownShipper: false,
  cargo: {
    kind: 'dimensionRows',
    rows: [{ quantity: 1, length: 40, width: 30, height: 30, dimensionUnit: 'cm', weight: 5, weightUnit: 'Kg' }],
  },
};

const candidates = {
  ...emptyPricingCandidates,
  parcelZone: '8',
  parcelRates: [
    parcelRow({ id: 'ups-ground-8-0', fromWeightKg: 0, toWeightKg: 5, priceMinor: 2500 }),
    parcelRow({}),
    parcelRow({ id: 'ups-nda-8-5', serviceName: 'Next Day Air', priceMinor: 9800, transitDays: 1, isExpress: true }),
    parcelRow({ id: 'fedex-ground-8-5', carrierCode: 'FDEG', carrierName: 'FedEx', priceMinor: 3000, transitDays: 4 }),
    parcelRow({ id: 'fedex-ground-5-5', carrierCode: 'FDEG', carrierName: 'FedEx', zone: '5', priceMinor: 1900 }),
  ],
};

describe('parcels and courier (air, door to door within the parcel zones)', () => {
  it('prices each carrier service from the row of the zone and the chargeable-weight band', () => {
    const result = priceSearch(parcelSearch, candidates, examplePriceSearchOptions);
    expect(result).toMatchObject({ quoteTypeCode: 'IQ', isPartial: false, pricedRouteKind: 'D2D' });
    expect(result.rates.map((rate) => [rate.carrierCode, rate.total.total, rate.transitTimeDays])).toEqual([
      ['FDEG', 3000, 4],
      ['UPSN', 3200, 5],
      ['UPSN', 9800, 1],
    ]);
    const [fedex, , nextDay] = result.rates;
    expect(fedex!.publicTags).toEqual(expect.arrayContaining(['CHEAPEST', 'PICKUP_INCLUDED', 'DELIVERY_INCLUDED']));
    expect(nextDay!.publicTags).toEqual(expect.arrayContaining(['FASTEST', 'EXPRESS']));
    expect(fedex!.charges.freight).toEqual([
      {
        code: 'PARCEL',
        name: 'Ground (zone 8)',
        label: { key: 'parcelService', service: 'Ground', zone: '8' },
        quantity: 1,
        amountMinor: 3000,
        currency: 'USD',
      },
    ]);
  });

  it('offers no parcel rate outside door-to-door searches or without a zone', () => {
    expect(
      priceSearch(
        {
          ...parcelSearch,
          origin: { code: 'LAX', type: 'AIRPORT', city: 'Los Angeles', countryIsoCode: 'US', iataCode: 'LAX' },
        },
        candidates,
        examplePriceSearchOptions,
      ).rates,
    ).toEqual([]);
    expect(
      priceSearch(parcelSearch, { ...candidates, parcelZone: null }, examplePriceSearchOptions).quoteTypeCode,
    ).toBe('NIQ');
  });
});

import type { QuoteView, Rate } from '@freightdesk/domain';
import { exampleRate } from '@freightdesk/domain/testing';

/**
 * Test support (not a test file; the quote form's and the results' tests share it): a completed FCL quote
 * Shanghai → New York with three carriers' rates.
 */
export const quoteId = '7d0f6a52-1c1e-4c8e-9d43-0b2f3f0f9a11';

const priced = (
  uuid: string,
  carrier: string,
  supplier: string,
  totalMinor: number,
  change: Partial<Rate> = {},
): Rate => ({
  ...exampleRate,
  uuid,
  carrierCode: carrier,
  suppliersInformation: { freight: supplier, pickup: null, delivery: null },
  schedule: { ...exampleRate.schedule, carrierScac: carrier },
  total: { ...exampleRate.total, total: totalMinor, amount: totalMinor + 10000 - 5000, sortTotal: totalMinor },
  charges: {
    ...exampleRate.charges,
    freight: [{ code: 'OFR', name: 'Ocean freight', quantity: 1, amountMinor: totalMinor - 35000, currency: 'USD' }],
  },
  ...change,
});

export const maerskRate = priced('00000000-0000-4000-8000-000000000001', 'MAEU', 'Maersk', 185000, {
  transitTimeDays: 32,
});
export const msCRate = priced('00000000-0000-4000-8000-000000000002', 'MSCU', 'MSC', 150000, { transitTimeDays: 38 });
export const cmaRate = priced('00000000-0000-4000-8000-000000000003', 'CMDU', 'CMA CGM', 210000, {
  transitTimeDays: 25,
});

export function quoteViewOf(rates: Rate[], change: Partial<QuoteView> = {}): QuoteView {
  return {
    uuid: quoteId,
    currency: 'USD',
    quoteType: 'instant',
    quoteTypeCode: 'IQ',
    shipmentType: 'FCL',
    origin: {
      code: 'CNSHA',
      type: 'PORT',
      city: 'Shanghai',
      countryIsoCode: 'CN',
      iataCode: null,
      countryName: 'China',
    },
    destination: {
      code: 'USNYC',
      type: 'PORT',
      city: 'New York',
      countryIsoCode: 'US',
      iataCode: null,
      countryName: 'United States',
    },
    cargoReadyDate: '2027-01-10',
    commodity: 'regularCargo',
    cargo: { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 1 }] },
    search: {
      shipmentType: 'FCL',
      origin: { code: 'CNSHA', type: 'PORT', city: 'Shanghai', countryIsoCode: 'CN', iataCode: null },
      destination: { code: 'USNYC', type: 'PORT', city: 'New York', countryIsoCode: 'US', iataCode: null },
      cargoReadyDate: '2027-01-10',
      commodity: 'regularCargo',
      isKnownShipper: null,
      freightClass: null,
      additionalServices: {} as QuoteView['search']['additionalServices'],
      cargoValue: null,
      numberOfVehicles: null,
      cargo: { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 1 }] },
    },
    isDap: false,
    isExpired: false,
    isCompleted: true,
    isPartial: false,
    requestedRouteKind: 'P2P',
    pricedRouteKind: 'P2P',
    servicesIncluded: ['Freight'],
    rates,
    billingItems: {},
    exchangeRates: [],
    unpricedServices: [],
    noInstantQuoteReason: null,
    nearbyRadiusKm: 250,
    places: {},
    validUntil: '2099-02-28',
    savedOn: null,
    fetchTimes: { createdAt: '2099-01-01T00:00:00.000Z', firstRatesMs: 40, completedAt: '2099-01-01T00:00:01.000Z' },
    ...change,
  };
}

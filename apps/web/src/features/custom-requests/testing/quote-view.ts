import type { QuoteView } from '@freightdesk/domain';
import { exampleAirSearch } from '@freightdesk/domain/testing';

/** Test support: an air quote without rates (Shanghai Pudong → Los Angeles), as the quote call answers it. */
export const airQuoteWithoutRates: QuoteView = {
  uuid: '3f2b8c1e-5a4d-4e6f-8a9b-0c1d2e3f4a5b',
  currency: 'USD',
  quoteType: 'notInstant',
  quoteTypeCode: 'NIQ',
  shipmentType: 'AIR',
  origin: { ...exampleAirSearch.origin, countryName: 'China' },
  destination: { ...exampleAirSearch.destination, countryName: 'United States' },
  cargoReadyDate: exampleAirSearch.cargoReadyDate,
  commodity: exampleAirSearch.commodity,
  cargo: exampleAirSearch.cargo,
  search: exampleAirSearch,
  isDap: false,
  isExpired: false,
  isCompleted: true,
  isPartial: false,
  requestedRouteKind: 'P2P',
  pricedRouteKind: null,
  servicesIncluded: [],
  rates: [],
  billingItems: {},
  exchangeRates: [],
  unpricedServices: [],
  noInstantQuoteReason: 'NO_RATES',
  nearbyRadiusKm: 300,
  places: {},
  validUntil: '2030-01-31',
  savedOn: null,
  fetchTimes: { createdAt: '2030-01-14T10:00:00.000Z', firstRatesMs: 12, completedAt: '2030-01-14T10:00:00.050Z' },
};

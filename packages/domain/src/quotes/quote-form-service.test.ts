import { describe, expect, it } from 'vitest';
import type { QuoteFormServiceType } from '../navigation/quote-menu';
import type { PlaceResult } from '../places/place-contracts';
import {
  cargoKindsForService,
  placeCountryForEnd,
  placeTypesForEnd,
  quoteCategoriesForService,
  quoteFormServiceOf,
  quoteFormServiceReasons,
  searchLocationOfPlaceResult,
  shipmentTypesForService,
} from './quote-form-service';

const serviceOf = (serviceType: QuoteFormServiceType, query = '') =>
  quoteFormServiceOf(serviceType, new URLSearchParams(query));

describe('quoteFormServiceOf (docs/product/shell.md#route-table, quote-start shortcuts)', () => {
  it.each([
    ['ocean', '', ['FCL', 'LCL']],
    ['ocean', 'selectedShipmentType=FCL', ['FCL']],
    ['ocean', 'selectedShipmentType=lcl', ['LCL']],
    ['ocean', 'selectedShipmentType=AIR', ['FCL', 'LCL']],
    ['air', '', ['AIR']],
    ['parcel', '', ['AIR']],
    ['road', '', ['LTL']],
    ['dap', '', ['FCL', 'LCL', 'AIR']],
    ['dap', 'selectedShipmentType=AIR', ['AIR']],
    ['entire-household', '', ['FCL']],
    ['partial-household', '', ['LCL']],
    ['boxes-bags', '', ['LCL']],
  ] as const)('%s?%s offers %j', (serviceType, query, modes) => {
    expect(serviceOf(serviceType, query).shipmentTypes).toEqual(modes);
  });

  it.each([
    ['parcel', 'countryIsoCode=US', true],
    ['parcel', '', false],
    ['road', '', true],
    ['ocean', '', false],
  ] as const)('%s?%s is US domestic: %s', (serviceType, query, isUsDomestic) => {
    expect(serviceOf(serviceType, query).isUsDomestic).toBe(isUsDomestic);
  });
});

describe('quoteCategoriesForService and shipmentTypesForService', () => {
  const all = ['commercial', 'relocation', 'courier', 'student'] as const;
  it.each([
    ['ocean', ['commercial', 'relocation', 'student']],
    ['air', ['commercial', 'relocation', 'courier', 'student']],
    ['entire-household', ['relocation']],
  ] as const)('%s can be quoted by %j', (serviceType, categories) => {
    expect(quoteCategoriesForService(serviceOf(serviceType), all)).toEqual(categories);
  });

  it('keeps the brand offer', () => {
    expect(quoteCategoriesForService(serviceOf('air'), ['courier'])).toEqual(['courier']);
  });

  it('courier on a DAP quote leaves air only', () => {
    expect(shipmentTypesForService(serviceOf('dap'), 'courier')).toEqual(['AIR']);
    expect(shipmentTypesForService(serviceOf('dap'), null)).toEqual(['FCL', 'LCL', 'AIR']);
  });
});

describe('cargoKindsForService', () => {
  it.each([
    ['ocean', 'FCL', ['containers']],
    ['ocean', 'LCL', ['dimensionRows', 'totalVolume']],
    ['air', 'AIR', ['dimensionRows', 'totalVolume']],
    ['road', 'LTL', ['dimensionRows']],
    ['parcel', 'AIR', ['dimensionRows']],
    ['entire-household', 'FCL', ['apartment', 'containers']],
    ['partial-household', 'LCL', ['boxes']],
    ['boxes-bags', 'LCL', ['boxes']],
  ] as const)('%s by %s: %j', (serviceType, mode, kinds) => {
    expect(cargoKindsForService(serviceOf(serviceType), mode)).toEqual(kinds);
  });
});

describe('placeTypesForEnd and placeCountryForEnd (docs/product/quoting.md#places)', () => {
  it.each([
    ['ocean', 'FCL', 'origin', ['PORT', 'POSTAL_CODE', 'CITY'], null],
    ['air', 'AIR', 'destination', ['AIRPORT', 'POSTAL_CODE', 'CITY'], null],
    ['road', 'LTL', 'origin', ['POSTAL_CODE', 'CITY'], 'US'],
    ['parcel', 'AIR', 'origin', ['POSTAL_CODE', 'CITY'], null],
    ['dap', 'LCL', 'origin', ['PORT'], null],
    ['dap', 'AIR', 'origin', ['AIRPORT'], null],
    ['dap', 'FCL', 'destination', ['POSTAL_CODE', 'CITY'], 'US'],
  ] as const)('%s %s %s: %j in %s', (serviceType, mode, end, types, country) => {
    expect(placeTypesForEnd(serviceOf(serviceType), mode, end)).toEqual(types);
    expect(placeCountryForEnd(serviceOf(serviceType), end)).toBe(country);
  });

  it('reads US domestic parcels as US at both ends', () => {
    expect(placeCountryForEnd(serviceOf('parcel', 'countryIsoCode=US'), 'origin')).toBe('US');
  });
});

describe('searchLocationOfPlaceResult', () => {
  const place: PlaceResult = {
    name: 'Austin, TX',
    city: 'Austin',
    countryIsoCode: 'US',
    countryName: 'United States',
    code: '78701',
    type: 'CITY',
    iata: null,
    state: 'TX',
    coordinates: { latitude: 30.27, longitude: -97.74 },
  };
  it('reads a US city as a door at its ZIP code', () => {
    expect(searchLocationOfPlaceResult(place)).toEqual({
      code: '78701',
      type: 'POSTAL_CODE',
      city: 'Austin',
      countryIsoCode: 'US',
      iataCode: null,
    });
  });
  it('keeps a port a port', () => {
    expect(searchLocationOfPlaceResult({ ...place, type: 'PORT', code: 'USHOU' }).type).toBe('PORT');
  });
});

describe('quoteFormServiceReasons', () => {
  const end = (countryIsoCode: string) => ({
    code: 'X',
    type: 'PORT' as const,
    city: 'X',
    countryIsoCode,
    iataCode: null,
  });
  it.each([
    ['dap', 'US', ['dapOriginInUs']],
    ['dap', 'DE', []],
    ['dap', '', []],
    ['ocean', 'US', []],
  ] as const)('%s from %s: %j', (serviceType, country, reasons) => {
    expect(quoteFormServiceReasons(serviceOf(serviceType), end(country))).toEqual(reasons);
  });
});

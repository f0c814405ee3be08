import { describe, expect, it } from 'vitest';
import type { LocationType } from '../shipping/shipment-type';
import { examplePlaces } from '../testing';
import { noAdditionalServices, type CargoSearch, type SearchShipmentType } from './cargo-search';
import type { SearchLocation } from './search-location';
import {
  cargoSearchInvalidityReasons,
  cargoSearchValidity,
  fieldOfSearchInvalidityReason,
  isLocationTypeServedBy,
  isMixedSeaAirRoute,
  isValidPostalCode,
  searchInvalidityErrorBody,
  searchInvalidityReasons,
  validCargoSearchSchema,
} from './search-validity';

const today = '2030-01-15';
const options = { today, commodityRequired: false };

const locations: Record<LocationType, SearchLocation> = {
  PORT: examplePlaces.shanghaiPort,
  AIRPORT: examplePlaces.shanghaiAirport,
  POSTAL_CODE: { code: '10001', type: 'POSTAL_CODE', city: 'New York', countryIsoCode: 'US', iataCode: null },
};

const search: CargoSearch = {
  shipmentType: 'FCL',
  origin: locations.PORT,
  destination: { code: 'USNYC', type: 'PORT', city: 'New York', countryIsoCode: 'US', iataCode: null },
  cargoReadyDate: today,
  commodity: null,
  isKnownShipper: null,
  freightClass: null,
  additionalServices: noAdditionalServices,
  cargoValue: null,
  numberOfVehicles: null,
  cargo: { kind: 'containers', containers: [{ containerType: 'DV20', quantity: 1 }] },
};

describe('cargoSearchValidity (docs/product/quoting.md#search-validity)', () => {
  it('accepts a complete search whose cargo is ready today', () => {
    expect(cargoSearchValidity(search, options)).toEqual({ valid: true });
  });

  it.each<[string, Partial<CargoSearch>, string[]]>([
    ['origin city missing', { origin: { ...search.origin, city: null } }, ['originCityMissing']],
    ['origin city blank', { origin: { ...search.origin, city: ' ' } }, ['originCityMissing']],
    ['origin country missing', { origin: { ...search.origin, countryIsoCode: '' } }, ['originCountryMissing']],
    [
      'origin country not an ISO code',
      { origin: { ...search.origin, countryIsoCode: 'CHN' } },
      ['originCountryMissing'],
    ],
    ['origin code missing', { origin: { ...search.origin, code: '' } }, ['originCodeMissing']],
    ['destination city missing', { destination: { ...search.destination, city: null } }, ['destinationCityMissing']],
    [
      'destination country missing',
      { destination: { ...search.destination, countryIsoCode: '' } },
      ['destinationCountryMissing'],
    ],
    ['destination code missing', { destination: { ...search.destination, code: ' ' } }, ['destinationCodeMissing']],
    ['cargo ready date missing', { cargoReadyDate: null }, ['cargoReadyDateMissing']],
    ['cargo ready date yesterday', { cargoReadyDate: '2030-01-14' }, ['cargoReadyDateInPast']],
    ['cargo ready date last year', { cargoReadyDate: '2029-12-31' }, ['cargoReadyDateInPast']],
    ['no cargo', { cargo: null }, ['cargoMissing']],
    [
      'a single-entry bond without a cargo value',
      { additionalServices: { ...noAdditionalServices, customBond: 'singleEntry' } },
      ['cargoValueMissing'],
    ],
    ['a cargo value below 1', { cargoValue: { amountMinor: 99, currency: 'USD' } }, ['cargoValueBelowMinimum']],
    [
      'everything missing at once, in a stable order',
      { origin: { ...search.origin, city: null, code: '' }, cargoReadyDate: null, cargo: null },
      ['originCityMissing', 'originCodeMissing', 'cargoReadyDateMissing', 'cargoMissing'],
    ],
  ])('%s', (_label, change, reasons) => {
    expect(cargoSearchValidity({ ...search, ...change }, options)).toEqual({ valid: false, reasons });
  });

  it.each([
    ['a cargo ready date tomorrow', { cargoReadyDate: '2030-01-16' }],
    ['a cargo value of exactly 1', { cargoValue: { amountMinor: 100, currency: 'EUR' } }],
    [
      'a single-entry bond with a cargo value',
      {
        additionalServices: { ...noAdditionalServices, customBond: 'singleEntry' },
        cargoValue: { amountMinor: 5_000_00, currency: 'USD' },
      },
    ],
    [
      'a continuous bond without a cargo value',
      { additionalServices: { ...noAdditionalServices, customBond: 'continuous' } },
    ],
  ] as Array<[string, Partial<CargoSearch>]>)('accepts %s', (_label, change) => {
    expect(cargoSearchInvalidityReasons({ ...search, ...change }, options)).toEqual([]);
  });

  // docs/product/quoting.md#search-validity, docs/product/quoting.md#cargo-limits
  it.each([
    [
      'USD 78,000 on a single-entry bond',
      { amountMinor: 78_000_00, currency: 'USD' },
      'singleEntry',
      ['continuousBondRequired'],
    ],
    ['USD 77,999.99 on a single-entry bond', { amountMinor: 77_999_99, currency: 'USD' }, 'singleEntry', []],
    [
      'EUR 74,000 on a single-entry bond',
      { amountMinor: 74_000_00, currency: 'EUR' },
      'singleEntry',
      ['continuousBondRequired'],
    ],
    ['EUR 73,999 on a single-entry bond', { amountMinor: 73_999_00, currency: 'EUR' }, 'singleEntry', []],
    ['USD 100,000 on a continuous bond', { amountMinor: 100_000_00, currency: 'USD' }, 'continuous', []],
    ['USD 100,000 without a bond', { amountMinor: 100_000_00, currency: 'USD' }, 'none', []],
  ] as const)('cargo value %s', (_label, cargoValue, customBond, reasons) => {
    const candidate = { ...search, cargoValue, additionalServices: { ...noAdditionalServices, customBond } };
    expect(cargoSearchInvalidityReasons(candidate, options)).toEqual(reasons);
  });

  it('requires the commodity only when the brand shows it in the form', () => {
    expect(cargoSearchInvalidityReasons(search, { today, commodityRequired: true })).toEqual(['commodityMissing']);
    expect(
      cargoSearchInvalidityReasons({ ...search, commodity: 'regularCargo' }, { today, commodityRequired: true }),
    ).toEqual([]);
  });
});

// docs/product/quoting.md#search-validity
describe('routes: sea and air do not mix, full containers never use airports', () => {
  it.each<[SearchShipmentType, LocationType, LocationType, string[]]>([
    ['FCL', 'PORT', 'PORT', []],
    ['FCL', 'POSTAL_CODE', 'PORT', []],
    ['FCL', 'PORT', 'POSTAL_CODE', []],
    ['FCL', 'POSTAL_CODE', 'POSTAL_CODE', []],
    ['FCL', 'AIRPORT', 'PORT', ['originNotServedByShipmentType', 'invalidShippingRoute']],
    ['FCL', 'PORT', 'AIRPORT', ['destinationNotServedByShipmentType', 'invalidShippingRoute']],
    ['FCL', 'AIRPORT', 'POSTAL_CODE', ['originNotServedByShipmentType']],
    ['FCL', 'POSTAL_CODE', 'AIRPORT', ['destinationNotServedByShipmentType']],
    ['LCL', 'AIRPORT', 'POSTAL_CODE', ['originNotServedByShipmentType']],
    ['LCL', 'PORT', 'PORT', []],
    ['AIR', 'AIRPORT', 'AIRPORT', []],
    ['AIR', 'POSTAL_CODE', 'AIRPORT', []],
    ['AIR', 'AIRPORT', 'POSTAL_CODE', []],
    ['AIR', 'PORT', 'AIRPORT', ['originNotServedByShipmentType', 'invalidShippingRoute']],
    ['AIR', 'POSTAL_CODE', 'PORT', ['destinationNotServedByShipmentType']],
    ['LTL', 'POSTAL_CODE', 'POSTAL_CODE', []],
    ['LTL', 'PORT', 'AIRPORT', ['invalidShippingRoute']],
    ['LTL', 'AIRPORT', 'PORT', ['invalidShippingRoute']],
  ])('%s from %s to %s', (shipmentType, originType, destinationType, reasons) => {
    const candidate = {
      ...search,
      shipmentType,
      origin: locations[originType],
      destination: locations[destinationType],
    };
    expect(cargoSearchInvalidityReasons(candidate, options)).toEqual(reasons);
  });

  it.each([
    ['PORT', 'AIRPORT', true],
    ['AIRPORT', 'PORT', true],
    ['PORT', 'PORT', false],
    ['AIRPORT', 'AIRPORT', false],
    ['POSTAL_CODE', 'AIRPORT', false],
    ['PORT', 'POSTAL_CODE', false],
  ] as const)('mixing %s with %s: %s', (origin, destination, mixed) => {
    expect(isMixedSeaAirRoute(origin, destination)).toBe(mixed);
  });

  it('serves doors with every shipment type', () => {
    for (const shipmentType of ['FCL', 'LCL', 'AIR', 'LTL'] as const)
      expect(isLocationTypeServedBy(shipmentType, 'POSTAL_CODE')).toBe(true);
  });
});

describe('postal codes must be valid (docs/product/quoting.md#search-validity)', () => {
  it.each([
    ['10001', 'US', true],
    ['10001-1234', 'US', true],
    ['1000', 'US', false],
    ['ABCDE', 'US', false],
    ['28001', 'ES', true],
    ['SW1A 1AA', 'GB', true],
    ['D02 X285', 'IE', true],
    ['X', 'GB', false],
    ['10001!', 'DE', false],
  ])('%s in %s: %s', (code, country, valid) => {
    expect(isValidPostalCode(code, country)).toBe(valid);
  });

  it('reports an invalid origin or destination postal code', () => {
    const origin = { ...locations.POSTAL_CODE, code: '123' };
    const destination = { ...locations.POSTAL_CODE, code: 'ABCDE' };
    expect(cargoSearchInvalidityReasons({ ...search, origin, destination }, options)).toEqual([
      'originPostalCodeInvalid',
      'destinationPostalCodeInvalid',
    ]);
  });
});

describe('invalid searches in the API', () => {
  it('names a field for every reason', () => {
    for (const reason of searchInvalidityReasons) expect(fieldOfSearchInvalidityReason(reason)).toMatch(/^[a-zA-Z.]+$/);
  });

  it('answers INVALID_SHIPPING_ROUTE for a mixed route, with the reasons by field', () => {
    expect(searchInvalidityErrorBody(['originCityMissing', 'invalidShippingRoute'])).toEqual({
      message: 'INVALID_SHIPPING_ROUTE',
      errors: { 'origin.city': ['originCityMissing'], 'destination.type': ['invalidShippingRoute'] },
    });
  });

  it('answers INVALID_PAYLOAD for missing fields', () => {
    expect(searchInvalidityErrorBody(['cargoReadyDateInPast', 'cargoMissing'])).toEqual({
      message: 'INVALID_PAYLOAD',
      errors: { cargoReadyDate: ['cargoReadyDateInPast'], cargo: ['cargoMissing'] },
    });
  });

  it('validCargoSearchSchema reports each reason as an issue on its field', () => {
    const schema = validCargoSearchSchema(options);
    expect(schema.safeParse(search).success).toBe(true);
    const result = schema.safeParse({
      ...search,
      cargoReadyDate: '2030-01-01',
      origin: { ...search.origin, city: null },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['origin.city', 'originCityMissing'],
      ['cargoReadyDate', 'cargoReadyDateInPast'],
    ]);
  });
});

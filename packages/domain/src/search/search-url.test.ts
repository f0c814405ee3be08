import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apartmentTypes, dimensionUnits, volumeUnits, weightUnits, type Cargo } from '../cargo/cargo-items';
import { commodityTypes, containerTypes, currencies, locationTypes } from '../shipping/shipment-type';
import { exampleFclSearch, examplePlaces } from '../testing';
import {
  customBondKinds,
  freightClasses,
  normalizeCargoSearch,
  searchShipmentTypes,
  type CargoSearch,
} from './cargo-search';
import type { SearchLocation } from './search-location';
import { parseSearchResultsLocation, searchResultsPath } from './search-url';

const today = '2030-01-15';

const shanghaiPort: SearchLocation = examplePlaces.shanghaiPort;
const newYorkPort: SearchLocation = {
  code: 'USNYC',
  type: 'PORT',
  city: 'New York',
  countryIsoCode: 'US',
  iataCode: null,
};

const fclSearch: CargoSearch = {
  ...exampleFclSearch,
  destination: newYorkPort,
  cargoReadyDate: '2030-02-01',
  cargo: {
    kind: 'containers',
    containers: [
      { containerType: 'DV20', quantity: 2 },
      { containerType: 'DV40HC', quantity: 1 },
    ],
  },
};

const splitAddress = (address: string): [string, string] => {
  const [pathname = '', query = ''] = address.split('?');
  return [pathname, query];
};
const decode = (pathname: string, query = '') => parseSearchResultsLocation(pathname, query, { today });
const decodedSearch = (pathname: string, query = '') => {
  const decoded = decode(pathname, query);
  if (!decoded.ok) throw new Error(`Expected a search, got ${decoded.reason}`);
  return decoded.search;
};
const roundTrip = (search: CargoSearch) => decodedSearch(...splitAddress(searchResultsPath(search)));
const cargoOfQuery = (query: string) =>
  decodedSearch('/quotes/LCL/CNSHA/PORT/Shanghai/CN/USNYC/PORT/New%20York/US', query).cargo;

describe('searchResultsPath (docs/product/shell.md#search-paths, docs/product/quoting.md#search-address)', () => {
  it('writes the shipment type, both ends with their cities, and the query', () => {
    expect(searchResultsPath(fclSearch)).toBe(
      '/quotes/FCL/CNSHA/PORT/Shanghai/CN/USNYC/PORT/New%20York/US' +
        '?cargoReadyDate=2030-02-01&commodity=regularCargo&type=manual&dv20=2&dv40hc=1',
    );
  });

  it('writes CITY_NOT_FOUND for a missing city', () => {
    const search = { ...fclSearch, origin: { ...shanghaiPort, city: null }, cargo: null, commodity: null };
    expect(searchResultsPath(search)).toBe(
      '/quotes/FCL/CNSHA/PORT/CITY_NOT_FOUND/CN/USNYC/PORT/New%20York/US?cargoReadyDate=2030-02-01',
    );
  });

  it('writes the air variant with each IATA code before its end, and the known-shipper answer', () => {
    const search: CargoSearch = {
      ...fclSearch,
      shipmentType: 'AIR',
      origin: { code: 'PVG', type: 'AIRPORT', city: 'Shanghai', countryIsoCode: 'CN', iataCode: 'PVG' },
      destination: { code: '10001', type: 'POSTAL_CODE', city: 'New York', countryIsoCode: 'US', iataCode: 'JFK' },
      isKnownShipper: true,
      cargo: { kind: 'totalVolume', total: { weight: 100, weightUnit: 'Kg', volume: 1, volumeUnit: 'M3' } },
    };
    expect(searchResultsPath(search)).toBe(
      '/quotes/AIR/PVG/PVG/AIRPORT/Shanghai/CN/JFK/10001/POSTAL_CODE/New%20York/US' +
        '?cargoReadyDate=2030-02-01&commodity=regularCargo&knownShipper=1&type=manual&w=100&wu=Kg&v=1&vu=M3',
    );
  });

  it('URL-encodes every segment and value', () => {
    const search: CargoSearch = {
      ...fclSearch,
      origin: { code: 'BRSSZ', type: 'PORT', city: 'São Paulo/Santos', countryIsoCode: 'BR', iataCode: null },
      destination: { code: 'SW1A 1AA', type: 'POSTAL_CODE', city: '..', countryIsoCode: 'GB', iataCode: null },
      cargo: null,
    };
    const [pathname] = splitAddress(searchResultsPath(search));
    expect(pathname).toBe('/quotes/FCL/BRSSZ/PORT/S%C3%A3o%20Paulo%2FSantos/BR/SW1A%201AA/POSTAL_CODE/%2E%2E/GB');
    expect(roundTrip(search)).toEqual(search);
  });

  it('writes dimension rows as comma lists, one entry per row', () => {
    const search: CargoSearch = {
      ...fclSearch,
      shipmentType: 'LCL',
      commodity: null,
      cargoReadyDate: null,
      cargo: {
        kind: 'dimensionRows',
        rows: [
          { quantity: 2, weight: 150.5, weightUnit: 'Kg', length: 120, width: 80, height: 100, dimensionUnit: 'cm' },
          { quantity: 1, weight: 40, weightUnit: 'Lb', length: 20, width: 10, height: 12.5, dimensionUnit: 'in' },
        ],
      },
    };
    expect(splitAddress(searchResultsPath(search))[1]).toBe(
      'type=manual&totalRows=2&qty=2,1&we=150.5,40&wu=Kg,Lb&l=120,20&wi=80,10&h=100,12.5&du=cm,in',
    );
  });

  it.each<[string, Cargo, string]>([
    ['boxes', { kind: 'boxes', boxes: { small: 3, medium: 0, large: 1 } }, 'type=box&small=3&medium=0&large=1'],
    ['an apartment', { kind: 'apartment', apartmentType: '2BHK' }, 'type=apartment&apartmentType=2BHK'],
    [
      'a reefer container',
      { kind: 'containers', containers: [{ containerType: 'RF40', quantity: 1 }] },
      'type=manual&rf40=1',
    ],
  ])('writes %s', (_label, cargo, query) => {
    expect(splitAddress(searchResultsPath({ ...fclSearch, cargoReadyDate: null, commodity: null, cargo }))[1]).toBe(
      query,
    );
  });

  it('writes LTL freight class, additional services, cargo value and vehicles', () => {
    const search: CargoSearch = {
      ...fclSearch,
      shipmentType: 'LTL',
      origin: { code: '10001', type: 'POSTAL_CODE', city: 'New York', countryIsoCode: 'US', iataCode: null },
      destination: { code: '90001', type: 'POSTAL_CODE', city: 'Los Angeles', countryIsoCode: 'US', iataCode: null },
      cargoReadyDate: null,
      commodity: null,
      freightClass: 77.5,
      additionalServices: {
        importCustomClearance: true,
        residencyDelivery: true,
        liftGate: true,
        customBond: 'singleEntry',
      },
      cargoValue: { amountMinor: 1_500_50, currency: 'EUR' },
      numberOfVehicles: 2,
      cargo: null,
    };
    expect(splitAddress(searchResultsPath(search))[1]).toBe(
      'freightClass=77.5&importCustomClearance=1&residencyDelivery=1&liftGate=1&customBond=singleEntry' +
        '&cargoValue=1500.50&cargoValueCurrency=EUR&vehicles=2',
    );
    expect(roundTrip(search)).toEqual(search);
  });
});

describe('parseSearchResultsLocation: the path (docs/product/shell.md#search-paths)', () => {
  const query = 'cargoReadyDate=2030-02-01';

  it('reads the variant with cities', () => {
    const search = decodedSearch('/quotes/FCL/CNSHA/PORT/Shanghai/CN/USNYC/PORT/New%20York/US', query);
    expect([search.shipmentType, search.origin, search.destination]).toEqual(['FCL', shanghaiPort, newYorkPort]);
  });

  it('reads the variant without city segments (cities unknown)', () => {
    const search = decodedSearch('/quotes/LCL/CNSHA/PORT/CN/USNYC/PORT/US', query);
    expect([search.shipmentType, search.origin, search.destination]).toEqual([
      'LCL',
      { ...shanghaiPort, city: null },
      { ...newYorkPort, city: null },
    ]);
  });

  it('reads the air variant with IATA codes, with and without cities', () => {
    const withCities = decodedSearch('/quotes/AIR/PVG/PVG/AIRPORT/Shanghai/CN/JFK/JFK/AIRPORT/New%20York/US', query);
    expect(withCities.origin).toEqual({
      code: 'PVG',
      type: 'AIRPORT',
      city: 'Shanghai',
      countryIsoCode: 'CN',
      iataCode: 'PVG',
    });
    expect(withCities.destination).toEqual({
      code: 'JFK',
      type: 'AIRPORT',
      city: 'New York',
      countryIsoCode: 'US',
      iataCode: 'JFK',
    });
    const withoutCities = decodedSearch('/quotes/AIR/PVG/PVG/AIRPORT/CN/JFK/10001/POSTAL_CODE/US', query);
    expect(withoutCities.destination).toEqual({
      code: '10001',
      type: 'POSTAL_CODE',
      city: null,
      countryIsoCode: 'US',
      iataCode: 'JFK',
    });
  });

  it('reads an air address without IATA codes', () => {
    const search = decodedSearch('/quotes/AIR/PVG/AIRPORT/Shanghai/CN/JFK/AIRPORT/New%20York/US', query);
    expect(search.origin).toEqual({
      code: 'PVG',
      type: 'AIRPORT',
      city: 'Shanghai',
      countryIsoCode: 'CN',
      iataCode: null,
    });
  });

  it('reads CITY_NOT_FOUND as a missing city', () => {
    expect(decodedSearch('/quotes/FCL/CNSHA/PORT/CITY_NOT_FOUND/CN/USNYC/PORT/New%20York/US').origin.city).toBeNull();
  });

  it('accepts a language prefix, a trailing slash, lower-case shipment type and country', () => {
    const search = decodedSearch('/es/quotes/fcl/CNSHA/PORT/Shanghai/cn/USNYC/PORT/New%20York/us/');
    expect([search.shipmentType, search.origin, search.destination]).toEqual(['FCL', shanghaiPort, newYorkPort]);
  });

  it.each([
    ['a quote id path', '/quotes/6f1c2d3e-0000-4000-8000-000000000000', 'notASearchResultsPath'],
    ['the quotes list', '/quotes', 'notASearchResultsPath'],
    ['another page', '/shipments/FCL/CNSHA/PORT/Shanghai/CN/USNYC/PORT/New%20York/US', 'notASearchResultsPath'],
    [
      'a segment too many',
      '/quotes/FCL/CNSHA/PORT/Shanghai/CN/USNYC/PORT/New%20York/US/extra',
      'notASearchResultsPath',
    ],
    [
      'a combined shipment type',
      '/quotes/COMBINED/CNSHA/PORT/Shanghai/CN/USNYC/PORT/New%20York/US',
      'unknownShipmentType',
    ],
    ['an unknown shipment type', '/quotes/RAIL/CNSHA/PORT/Shanghai/CN/USNYC/PORT/New%20York/US', 'unknownShipmentType'],
    ['an unknown location type', '/quotes/FCL/CNSHA/CITY/Shanghai/CN/USNYC/PORT/New%20York/US', 'unknownLocationType'],
    ['a three-letter country', '/quotes/FCL/CNSHA/PORT/Shanghai/CHN/USNYC/PORT/New%20York/US', 'invalidCountryCode'],
    ['a broken escape', '/quotes/FCL/CNSHA/PORT/Shang%E0hai/CN/USNYC/PORT/New%20York/US', 'malformedSegment'],
    ['an empty segment', '/quotes/FCL/CNSHA/PORT//CN/USNYC/PORT/New%20York/US', 'malformedSegment'],
  ])('refuses %s', (_label, pathname, reason) => {
    expect(decode(pathname)).toEqual({ ok: false, reason });
  });
});

describe('parseSearchResultsLocation: the query (docs/product/quoting.md#search-address)', () => {
  const path = '/quotes/AIR/PVG/AIRPORT/Shanghai/CN/JFK/AIRPORT/New%20York/US';
  const fclPath = '/quotes/FCL/CNSHA/PORT/Shanghai/CN/USNYC/PORT/New%20York/US';

  it.each([
    ['a future date is kept', 'cargoReadyDate=2030-03-01', '2030-03-01'],
    ['today is kept', 'cargoReadyDate=2030-01-15', today],
    ['a past date becomes today', 'cargoReadyDate=2029-06-01', today],
    ['a malformed date is missing', 'cargoReadyDate=01/03/2030', null],
    ['an impossible date is missing', 'cargoReadyDate=2030-02-30', null],
    ['no date is missing', '', null],
  ])('cargo ready date: %s', (_label, query, date) => {
    expect(decodedSearch(path, query).cargoReadyDate).toBe(date);
  });

  it.each([
    ['1', true],
    ['0', false],
    ['yes', null],
  ])('knownShipper=%s on air reads %s', (value, known) => {
    expect(decodedSearch(path, `knownShipper=${value}`).isKnownShipper).toBe(known);
  });

  it('ignores knownShipper off air', () => {
    expect(decodedSearch(fclPath, 'knownShipper=1').isKnownShipper).toBeNull();
  });

  it.each([
    ['77.5', 77.5],
    ['500', 500],
    ['unknown', 'unknown'],
    ['80', null],
    ['abc', null],
  ])('freightClass=%s reads %s', (value, freightClass) => {
    expect(decodedSearch(fclPath, `freightClass=${value}`).freightClass).toBe(freightClass);
  });

  it.each(commodityTypes.map((commodity) => [commodity]))('commodity=%s is read', (commodity) => {
    expect(decodedSearch(fclPath, `commodity=${commodity}`).commodity).toBe(commodity);
  });

  it('an unknown commodity is missing', () => {
    expect(decodedSearch(fclPath, 'commodity=commercial').commodity).toBeNull();
  });

  it('reads a query with or without the leading question mark', () => {
    expect(decodedSearch(fclPath, '?commodity=regularCargo').commodity).toBe('regularCargo');
    expect(decodedSearch(fclPath, 'commodity=regularCargo').commodity).toBe('regularCargo');
  });

  it.each([
    ['1500', { amountMinor: 150000, currency: 'USD' }],
    ['1500.5', { amountMinor: 150050, currency: 'USD' }],
    ['0.99', { amountMinor: 99, currency: 'USD' }],
    ['1500.555', null],
    ['1,500', null],
    ['-5', { amountMinor: -500, currency: 'USD' }],
  ])('cargoValue=%s reads %j', (value, cargoValue) => {
    expect(decodedSearch(fclPath, `cargoValue=${value}&cargoValueCurrency=USD`).cargoValue).toEqual(cargoValue);
  });

  it('a cargo value needs its currency', () => {
    expect(decodedSearch(fclPath, 'cargoValue=1500').cargoValue).toBeNull();
    expect(decodedSearch(fclPath, 'cargoValue=1500&cargoValueCurrency=GBP').cargoValue).toBeNull();
  });

  it.each([
    ['2', 2],
    ['0', null],
    ['1.5', null],
  ])('vehicles=%s reads %s', (value, vehicles) => {
    expect(decodedSearch(fclPath, `vehicles=${value}`).numberOfVehicles).toBe(vehicles);
  });
});

describe('parseSearchResultsLocation: the cargo (docs/product/quoting.md#search-address)', () => {
  const row = 'totalRows=1&qty=2&we=100&wu=Kg&l=120&wi=80&h=90&du=cm';
  const rowCargo = {
    kind: 'dimensionRows',
    rows: [{ quantity: 2, weight: 100, weightUnit: 'Kg', length: 120, width: 80, height: 90, dimensionUnit: 'cm' }],
  };

  it('reads a valid dimension row', () => {
    expect(cargoOfQuery(`type=manual&${row}`)).toEqual(rowCargo);
  });

  it('reads manual cargo when type is absent, and units in any case', () => {
    expect(cargoOfQuery(row.replace('wu=Kg', 'wu=kg').replace('du=cm', 'du=CM'))).toEqual(rowCargo);
  });

  it('reads repeated parameters like comma lists', () => {
    const repeated = 'totalRows=2&qty=2&qty=1&we=100&we=5&wu=Kg&wu=Lb&l=120&l=10&wi=80&wi=10&h=90&h=10&du=cm&du=in';
    expect(cargoOfQuery(repeated)).toEqual(
      cargoOfQuery('totalRows=2&qty=2,1&we=100,5&wu=Kg,Lb&l=120,10&wi=80,10&h=90,10&du=cm,in'),
    );
    expect(cargoOfQuery('totalRows=2&qty=2%2C1&we=100,5&wu=Kg,Lb&l=120,10&wi=80,10&h=90,10&du=cm,in')).not.toBeNull();
  });

  it.each([
    ['quantity 0', row.replace('qty=2', 'qty=0')],
    ['quantity 1.5', row.replace('qty=2', 'qty=1.5')],
    ['weight 0', row.replace('we=100', 'we=0')],
    ['weight not a number', row.replace('we=100', 'we=heavy')],
    ['length 0', row.replace('l=120', 'l=0')],
    ['width -3', row.replace('wi=80', 'wi=-3')],
    ['height missing', row.replace('&h=90', '')],
    ['weight unit t', row.replace('wu=Kg', 'wu=t')],
    ['dimension unit m', row.replace('du=cm', 'du=m')],
    ['totalRows 2 with one row', row.replace('totalRows=1', 'totalRows=2')],
    ['totalRows 0', 'totalRows=0'],
    ['one row too many in qty', row.replace('qty=2', 'qty=2,1')],
    ['one invalid row among valid ones', 'totalRows=2&qty=2,0&we=100,5&wu=Kg,Lb&l=120,10&wi=80,10&h=90,10&du=cm,in'],
  ])('drops the cargo for %s', (_label, query) => {
    expect(cargoOfQuery(`type=manual&${query}`)).toBeNull();
  });

  it.each([
    ['Kg', 'M3'],
    ['Lb', 'FT3'],
    ['Kg', 'IN3'],
  ])('reads a total volume in %s and %s', (weightUnit, volumeUnit) => {
    expect(cargoOfQuery(`type=manual&w=100&wu=${weightUnit}&v=2.5&vu=${volumeUnit}`)).toEqual({
      kind: 'totalVolume',
      total: { weight: 100, weightUnit, volume: 2.5, volumeUnit },
    });
  });

  it.each([
    ['w 0', 'w=0&wu=Kg&v=1&vu=M3'],
    ['v 0', 'w=100&wu=Kg&v=0&vu=M3'],
    ['wu missing', 'w=100&v=1&vu=M3'],
    ['vu missing', 'w=100&wu=Kg&v=1'],
    ['w missing', 'wu=Kg&v=1&vu=M3'],
    ['wu t', 'w=100&wu=t&v=1&vu=M3'],
    ['vu CBM', 'w=100&wu=Kg&v=1&vu=CBM'],
  ])('drops a total volume with %s', (_label, query) => {
    expect(cargoOfQuery(`type=manual&${query}`)).toBeNull();
  });

  it('counts container quantities only when above 0', () => {
    expect(cargoOfQuery('type=manual&dv20=0&dv40=2&dv40hc=-1')).toEqual({
      kind: 'containers',
      containers: [{ containerType: 'DV40', quantity: 2 }],
    });
    expect(cargoOfQuery('dv20=1&dv40=1&dv40hc=3')).toEqual({
      kind: 'containers',
      containers: [
        { containerType: 'DV20', quantity: 1 },
        { containerType: 'DV40', quantity: 1 },
        { containerType: 'DV40HC', quantity: 3 },
      ],
    });
  });

  it('builds no cargo when no container is above 0', () => {
    expect(cargoOfQuery('type=manual&dv20=0&dv40=0&dv40hc=0')).toBeNull();
    expect(cargoOfQuery('')).toBeNull();
  });

  it('turns box quantities at or below 0 into 0', () => {
    expect(cargoOfQuery('type=box&small=-2&medium=0&large=3')).toEqual({
      kind: 'boxes',
      boxes: { small: 0, medium: 0, large: 3 },
    });
    expect(cargoOfQuery('type=box&medium=1')).toEqual({ kind: 'boxes', boxes: { small: 0, medium: 1, large: 0 } });
  });

  it('builds no box cargo when every box quantity is 0', () => {
    expect(cargoOfQuery('type=box&small=0&medium=-1')).toBeNull();
  });

  it('reads apartment sizes 1BHK to 4BHK only', () => {
    expect(cargoOfQuery('type=apartment&apartmentType=3BHK')).toEqual({ kind: 'apartment', apartmentType: '3BHK' });
    expect(cargoOfQuery('type=apartment&apartmentType=5BHK')).toBeNull();
  });

  it('builds no cargo for an unknown cargo type', () => {
    expect(cargoOfQuery('type=pallet&dv20=1')).toBeNull();
  });
});

describe('encode → decode is the identity (property)', () => {
  const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
  const city = fc.option(
    text.filter((value) => value !== 'CITY_NOT_FOUND'),
    { nil: null },
  );
  const country = fc.constantFrom('CN', 'US', 'ES', 'BR', 'IN', 'DE');
  const location = (iataCode: fc.Arbitrary<string | null>) =>
    fc.record({ code: text, type: fc.constantFrom(...locationTypes), city, countryIsoCode: country, iataCode });
  const measure = fc.integer({ min: 1, max: 10_000_000 }).map((thousandths) => thousandths / 1000);
  const count = fc.integer({ min: 1, max: 999 });
  const cargo: fc.Arbitrary<Cargo> = fc.oneof(
    fc
      .uniqueArray(fc.constantFrom(...containerTypes), { minLength: 1, maxLength: 4 })
      .chain((types) =>
        fc.tuple(...types.map((containerType) => count.map((quantity) => ({ containerType, quantity })))),
      )
      .map((items) => ({
        kind: 'containers' as const,
        containers: containerTypes.flatMap((type) => items.filter((item) => item.containerType === type)),
      })),
    fc.record({
      kind: fc.constant('dimensionRows' as const),
      rows: fc.array(
        fc.record({
          quantity: count,
          length: measure,
          width: measure,
          height: measure,
          dimensionUnit: fc.constantFrom(...dimensionUnits),
          weight: measure,
          weightUnit: fc.constantFrom(...weightUnits),
        }),
        { minLength: 1, maxLength: 5 },
      ),
    }),
    fc.record({
      kind: fc.constant('totalVolume' as const),
      total: fc.record({
        weight: measure,
        weightUnit: fc.constantFrom(...weightUnits),
        volume: measure,
        volumeUnit: fc.constantFrom(...volumeUnits),
      }),
    }),
    fc
      .record({ small: fc.nat(50), medium: fc.nat(50), large: fc.nat(50) })
      .filter((boxes) => boxes.small + boxes.medium + boxes.large > 0)
      .map((boxes) => ({ kind: 'boxes' as const, boxes })),
    fc.record({ kind: fc.constant('apartment' as const), apartmentType: fc.constantFrom(...apartmentTypes) }),
  );
  const futureDate = fc
    .integer({ min: 0, max: 3650 })
    .map((days) => new Date(Date.UTC(2030, 0, 15 + days)).toISOString().slice(0, 10));
  const validSearch: fc.Arbitrary<CargoSearch> = fc
    .record({
      shipmentType: fc.constantFrom(...searchShipmentTypes),
      origin: location(fc.option(text, { nil: null })),
      destination: location(fc.option(text, { nil: null })),
      cargoReadyDate: fc.option(futureDate, { nil: null }),
      commodity: fc.option(fc.constantFrom(...commodityTypes), { nil: null }),
      isKnownShipper: fc.option(fc.boolean(), { nil: null }),
      freightClass: fc.option(fc.constantFrom(...freightClasses), { nil: null }),
      additionalServices: fc.record({
        importCustomClearance: fc.boolean(),
        residencyDelivery: fc.boolean(),
        liftGate: fc.boolean(),
        customBond: fc.constantFrom(...customBondKinds),
      }),
      cargoValue: fc.option(
        fc.record({
          amountMinor: fc.integer({ min: -1_000_00, max: 10_000_000_00 }),
          currency: fc.constantFrom(...currencies),
        }),
        { nil: null },
      ),
      numberOfVehicles: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
      cargo: fc.option(cargo, { nil: null }),
    })
    .map((search) => {
      // An air address carries IATA codes for both ends or for neither.
      const keepIata =
        search.shipmentType === 'AIR' && search.origin.iataCode !== null && search.destination.iataCode !== null;
      const withIata = (end: SearchLocation): SearchLocation => ({ ...end, iataCode: keepIata ? end.iataCode : null });
      return normalizeCargoSearch({
        ...search,
        origin: withIata(search.origin),
        destination: withIata(search.destination),
      });
    });

  it('decoding the address of a search gives the search back', () => {
    fc.assert(
      fc.property(validSearch, (search) => {
        expect(roundTrip(search)).toEqual(search);
      }),
      { numRuns: 500 },
    );
  });

  it('a search decoded from its address writes the same address', () => {
    fc.assert(
      fc.property(validSearch, (search) => {
        const address = searchResultsPath(search);
        expect(searchResultsPath(roundTrip(search))).toBe(address);
      }),
    );
  });
});

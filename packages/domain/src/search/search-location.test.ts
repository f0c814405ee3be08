import { describe, expect, it } from 'vitest';
import { isDoorLocationType, searchLocationOfPlace, transportNetworkOf, type Place } from './search-location';
import { placeSchema } from './search-location-schema';

const shanghai: Place = {
  name: 'Shanghai',
  city: 'Shanghai',
  countryIsoCode: 'CN',
  code: 'CNSHA',
  type: 'PORT',
  iata: null,
  state: null,
};

describe('placeSchema (docs/product/quoting.md#places: a place with missing fields raises an error)', () => {
  it('accepts a complete place and upper-cases its country', () => {
    expect(placeSchema.parse({ ...shanghai, countryIsoCode: 'cn' })).toEqual(shanghai);
  });

  it('accepts an airport with its IATA code and a postal code with its state', () => {
    expect(placeSchema.safeParse({ ...shanghai, code: 'PVG', type: 'AIRPORT', iata: 'PVG' }).success).toBe(true);
    expect(
      placeSchema.safeParse({
        name: '10001',
        city: 'New York',
        countryIsoCode: 'US',
        code: '10001',
        type: 'POSTAL_CODE',
        iata: null,
        state: 'NY',
      }).success,
    ).toBe(true);
  });

  it.each(['name', 'city', 'countryIsoCode', 'code', 'type', 'iata', 'state'] as const)(
    'rejects a place without %s',
    (field) => {
      const { [field]: _missing, ...incomplete } = shanghai;
      expect(placeSchema.safeParse(incomplete).success).toBe(false);
    },
  );

  it.each([
    ['name', ''],
    ['city', '  '],
    ['code', ''],
    ['countryIsoCode', 'CHN'],
    ['type', 'CITY'],
  ] as const)('rejects a place whose %s is %j', (field, value) => {
    expect(placeSchema.safeParse({ ...shanghai, [field]: value }).success).toBe(false);
  });
});

describe('searchLocationOfPlace', () => {
  it('keeps what a search needs and the IATA code', () => {
    expect(searchLocationOfPlace({ ...shanghai, code: 'PVG', type: 'AIRPORT', iata: 'PVG' })).toEqual({
      code: 'PVG',
      type: 'AIRPORT',
      city: 'Shanghai',
      countryIsoCode: 'CN',
      iataCode: 'PVG',
    });
  });
});

describe('location types (docs/product/quoting.md#quote-types: postal code means door)', () => {
  it.each([
    ['PORT', false, 'sea'],
    ['AIRPORT', false, 'air'],
    ['POSTAL_CODE', true, 'door'],
  ] as const)('%s: door %s, network %s', (type, door, network) => {
    expect(isDoorLocationType(type)).toBe(door);
    expect(transportNetworkOf(type)).toBe(network);
  });
});

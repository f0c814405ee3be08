import { describe, expect, it } from 'vitest';
import type { Cargo } from '../cargo/cargo-items';
import { exampleFclSearch } from '../testing';
import { freightClasses, noAdditionalServices, normalizeCargoSearch, type CargoSearch } from './cargo-search';
import { cargoSearchSchema, freightClassSchema } from './cargo-search-schema';

// The example search (../testing.ts) to New York, one DV20.
const search: CargoSearch = {
  ...exampleFclSearch,
  destination: { code: 'USNYC', type: 'PORT', city: 'New York', countryIsoCode: 'US', iataCode: null },
  cargo: { kind: 'containers', containers: [{ containerType: 'DV20', quantity: 1 }] },
};

describe('freight classes (docs/product/quoting.md#cargo)', () => {
  it('are the eighteen classes from 50 to 500, then unknown', () => {
    expect(freightClasses).toEqual([
      50,
      55,
      60,
      65,
      70,
      77.5,
      85,
      92.5,
      100,
      110,
      125,
      150,
      175,
      200,
      250,
      300,
      400,
      500,
      'unknown',
    ]);
  });

  it.each(freightClasses.map((freightClass) => [freightClass]))('%s is accepted', (freightClass) => {
    expect(freightClassSchema.parse(freightClass)).toBe(freightClass);
  });

  it.each([[45], [77], [80], [600], ['50'], ['UNKNOWN']])('%j is refused', (value) => {
    expect(freightClassSchema.safeParse(value).success).toBe(false);
  });
});

describe('cargoSearchSchema', () => {
  it('accepts a complete search', () => {
    expect(cargoSearchSchema.parse(search)).toEqual(search);
  });

  it('accepts an incomplete search: validity is a separate check', () => {
    const draft = {
      ...search,
      cargoReadyDate: null,
      commodity: null,
      cargo: null,
      origin: { ...search.origin, city: null },
    };
    expect(cargoSearchSchema.safeParse(draft).success).toBe(true);
  });

  it.each([
    ['COMBINED shipment type', { shipmentType: 'COMBINED' }],
    ['a ready date that is not a calendar date', { cargoReadyDate: '2030-02-30' }],
    ['an unknown commodity', { commodity: 'commercial' }],
    ['a freight class off the list', { freightClass: 80 }],
    ['zero vehicles (at least 1)', { numberOfVehicles: 0 }],
    ['1.5 vehicles (integer)', { numberOfVehicles: 1.5 }],
    ['a cargo value in a currency we do not price in', { cargoValue: { amountMinor: 100, currency: 'GBP' } }],
    ['a cargo value in fractions of a minor unit', { cargoValue: { amountMinor: 10.5, currency: 'USD' } }],
    ['an unknown customs bond', { additionalServices: { ...noAdditionalServices, customBond: 'both' } }],
    ['an origin of unknown type', { origin: { ...search.origin, type: 'CITY' } }],
  ])('refuses %s', (_label, change) => {
    expect(cargoSearchSchema.safeParse({ ...search, ...change }).success).toBe(false);
  });
});

describe('cargoSearchSchema: the cargo (shapes from the cargo rules)', () => {
  const row = {
    quantity: 1,
    length: 120,
    width: 80,
    height: 100,
    dimensionUnit: 'cm',
    weight: 200,
    weightUnit: 'Kg',
  } as const;
  it.each<[string, Cargo]>([
    ['containers', { kind: 'containers', containers: [{ containerType: 'DV40HC', quantity: 2 }] }],
    ['dimension rows', { kind: 'dimensionRows', rows: [row, { ...row, dimensionUnit: 'in', weightUnit: 'Lb' }] }],
    ['a total volume', { kind: 'totalVolume', total: { weight: 100, weightUnit: 'Kg', volume: 1, volumeUnit: 'M3' } }],
    ['boxes', { kind: 'boxes', boxes: { small: 0, medium: 2, large: 0 } }],
    ['an apartment', { kind: 'apartment', apartmentType: '4BHK' }],
  ])('accepts %s', (_label, cargo) => {
    expect(cargoSearchSchema.parse({ ...search, cargo }).cargo).toEqual(cargo);
  });

  it.each([
    ['a row of weight 0', { kind: 'dimensionRows', rows: [{ ...row, weight: 0 }] }],
    ['a row in metres', { kind: 'dimensionRows', rows: [{ ...row, dimensionUnit: 'm' }] }],
    [
      'a total volume in litres',
      { kind: 'totalVolume', total: { weight: 100, weightUnit: 'Kg', volume: 1, volumeUnit: 'L' } },
    ],
    ['no box above 0 (Box Quantity Needed)', { kind: 'boxes', boxes: { small: 0, medium: 0, large: 0 } }],
    ['a fifth bedroom', { kind: 'apartment', apartmentType: '5BHK' }],
  ])('refuses %s', (_label, cargo) => {
    expect(cargoSearchSchema.safeParse({ ...search, cargo }).success).toBe(false);
  });
});

describe('normalizeCargoSearch (what a results address keeps)', () => {
  it('turns an empty city or the CITY_NOT_FOUND placeholder into null and upper-cases countries', () => {
    const normalized = normalizeCargoSearch({
      ...search,
      origin: { ...search.origin, city: '', countryIsoCode: 'cn' },
      destination: { ...search.destination, city: 'CITY_NOT_FOUND' },
    });
    expect(normalized.origin).toEqual({ ...search.origin, city: null });
    expect(normalized.destination.city).toBeNull();
  });

  it('keeps the known-shipper answer on air only', () => {
    expect(normalizeCargoSearch({ ...search, isKnownShipper: true }).isKnownShipper).toBeNull();
    expect(normalizeCargoSearch({ ...search, shipmentType: 'AIR', isKnownShipper: false }).isKnownShipper).toBe(false);
  });

  it('merges containers per type in catalogue order and drops quantities at or below 0', () => {
    const normalized = normalizeCargoSearch({
      ...search,
      cargo: {
        kind: 'containers',
        containers: [
          { containerType: 'DV40HC', quantity: 1 },
          { containerType: 'DV20', quantity: 2 },
          { containerType: 'DV40', quantity: 0 },
          { containerType: 'DV20', quantity: 1 },
        ],
      },
    });
    expect(normalized.cargo).toEqual({
      kind: 'containers',
      containers: [
        { containerType: 'DV20', quantity: 3 },
        { containerType: 'DV40HC', quantity: 1 },
      ],
    });
  });

  it('drops a container cargo with no quantity above 0', () => {
    const cargo: Cargo = { kind: 'containers', containers: [{ containerType: 'DV20', quantity: 0 }] };
    expect(normalizeCargoSearch({ ...search, cargo }).cargo).toBeNull();
  });

  it('turns box quantities below 0 into 0', () => {
    const cargo: Cargo = { kind: 'boxes', boxes: { small: -2, medium: 1, large: 0 } };
    expect(normalizeCargoSearch({ ...search, cargo }).cargo).toEqual({
      kind: 'boxes',
      boxes: { small: 0, medium: 1, large: 0 },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { customerViewOfRate, distanceInKilometres, isPrivateRateType, rateSchema, rateTags, stopsOfRate } from './rate';
import { exampleRate } from './rate-example';

describe('rateSchema (the API contract of docs/product/quoting.md#rates)', () => {
  it('accepts the example rate', () => {
    expect(rateSchema.parse(exampleRate)).toEqual(exampleRate);
  });

  it('reads a rate stored before emissions were estimated as having none (docs/decisions/060-co2e-per-rate.md)', () => {
    const { emissions: _notStored, ...stored } = exampleRate;
    expect(rateSchema.parse(stored).emissions).toBeNull();
  });

  it('accepts a customer view without internal data', () => {
    expect(rateSchema.safeParse(customerViewOfRate(exampleRate)).success).toBe(true);
  });

  it.each([
    ['a total that is not amount − discounts + taxes', { total: { ...exampleRate.total, total: 190000 } }],
    ['money in fractions of a cent', { total: { ...exampleRate.total, total: 1850.5, amount: 1900.5 } }],
    ['negative discounts', { total: { ...exampleRate.total, discounts: -1, total: 190000 + 1 + 5000 } }],
    ['an unknown currency', { total: { ...exampleRate.total, currency: 'GBP' } }],
    ['an unknown rate type', { rateType: 'Secret' }],
    ['an unknown tag', { publicTags: ['BEST'] }],
    ['a negative transit time', { transitTimeDays: -1 }],
    ['an expiration date that is not a date', { expirationDate: '28/02/2030' }],
    ['a distance in leagues', { originDistance: { amount: 3, unit: 'league' } }],
    ['an id that is not a UUID', { uuid: 'rate-1' }],
    ['an unknown route kind', { routeKind: 'D2X' }],
  ])('refuses %s', (_label, change) => {
    expect(rateSchema.safeParse({ ...exampleRate, ...change }).success).toBe(false);
  });

  it.each([
    'total',
    'transitTimeDays',
    'schedule',
    'charges',
    'flags',
    'includes',
    'isPartial',
    'suppliersInformation',
  ] as const)('refuses a rate without %s', (field) => {
    const { [field]: _missing, ...incomplete } = exampleRate;
    expect(rateSchema.safeParse(incomplete).success).toBe(false);
  });

  it('has the eight charge groups of the product spec', () => {
    expect(Object.keys(exampleRate.charges)).toEqual([
      'pickup',
      'portOrigin',
      'freight',
      'portDestination',
      'delivery',
      'additional',
      'taxes',
      'others',
    ]);
  });

  it('knows the five headline tags, four included-service tags and five prerequisite tags', () => {
    expect(rateTags).toHaveLength(14);
    expect(rateTags.slice(0, 5)).toEqual(['CHEAPEST', 'FASTEST', 'PROMOTED', 'SPOT', 'EXPRESS']);
  });
});

describe('isPrivateRateType (docs/product/quoting.md#rates: Private and Mixed count as private)', () => {
  it.each([
    ['Private', true],
    ['Mixed', true],
    ['Public', false],
  ] as const)('%s is private: %s', (rateType, isPrivate) => {
    expect(isPrivateRateType(rateType)).toBe(isPrivate);
  });
});

describe('customerViewOfRate (docs/product/staff.md#what-staff-see: internal-only fields)', () => {
  it('drops contract number, upload reference, provider, supplier, drayage providers, vessel and voyage', () => {
    const view = customerViewOfRate({
      ...exampleRate,
      suppliersInformation: { freight: 'Maersk', pickup: 'Acme Drayage', delivery: 'Coastal Trucking' },
    });
    expect(view.internal).toBeNull();
    expect([view.vessel, view.voyage]).toEqual([null, null]);
    expect([view.suppliersInformation.pickup, view.suppliersInformation.delivery]).toEqual([null, null]);
    expect(view.suppliersInformation.freight).toBe('Maersk');
    expect(view.total).toEqual(exampleRate.total);
  });
});

describe('stopsOfRate', () => {
  it.each([
    [true, [], 0],
    [false, [], 0],
    [false, ['SGSIN'], 1],
    [false, ['SGSIN', 'NLRTM'], 2],
    [true, ['SGSIN'], 0],
  ])('direct %s via %j: %i stops', (direct, transhipments, stops) => {
    expect(stopsOfRate({ direct, transhipments })).toBe(stops);
  });
});

describe('distanceInKilometres', () => {
  it.each([
    [{ amount: 100, unit: 'km' } as const, 100],
    [{ amount: 100, unit: 'mi' } as const, 160.9344],
  ])('%j is %d km', (distance, kilometres) => {
    expect(distanceInKilometres(distance)).toBeCloseTo(kilometres, 9);
  });
});

import { describe, expect, it } from 'vitest';
import type { Rate } from './rate';
import { exampleRate } from './rate-example';
import { defaultRateSortOrder, rateSortOrders, recommendedTierOf, sortRates, type RateSortOrder } from './rate-sort';

const now = '2030-01-15';

interface RateSketch {
  total?: number;
  transit?: number | null;
  departure?: string | null;
  partial?: boolean;
  nearbyOrigin?: boolean;
  nearbyDestination?: boolean;
  originKm?: number | null;
  destinationMiles?: number | null;
  /** Estimated CO2e in kg; null: no estimate. */
  co2eKg?: number | null;
}

/** A rate named by a one-letter id (its uuid ends in that letter's code) with the given traits. */
function rate(id: string, sketch: RateSketch = {}): Rate & { id: string } {
  return {
    ...exampleRate,
    id,
    uuid: `00000000-0000-4000-8000-${id.charCodeAt(0).toString(16).padStart(12, '0')}`,
    total: { ...exampleRate.total, total: sketch.total ?? 1000, sortTotal: sketch.total ?? 1000 },
    transitTimeDays: sketch.transit === undefined ? 20 : sketch.transit,
    schedule: {
      ...exampleRate.schedule,
      departureDate: sketch.departure === undefined ? '2030-01-20' : sketch.departure,
    },
    isPartial: sketch.partial ?? false,
    isNearbyOrigin: sketch.nearbyOrigin ?? false,
    isNearbyDestination: sketch.nearbyDestination ?? false,
    originDistance:
      sketch.originKm === undefined || sketch.originKm === null ? null : { amount: sketch.originKm, unit: 'km' },
    destinationDistance:
      sketch.destinationMiles === undefined || sketch.destinationMiles === null
        ? null
        : { amount: sketch.destinationMiles, unit: 'mi' },
    emissions:
      sketch.co2eKg === undefined || sketch.co2eKg === null
        ? null
        : { ...exampleRate.emissions!, co2eKg: sketch.co2eKg },
  };
}

const idsSortedBy = (order: RateSortOrder, rates: Array<Rate & { id: string }>) =>
  sortRates(rates, order, { now })
    .map((sorted) => sorted.id)
    .join('');

describe('sort orders (docs/product/quoting.md#sorting)', () => {
  it('are the nine orders of the product spec and ours by emissions, RECOMMENDED by default', () => {
    expect(rateSortOrders).toEqual([
      'RECOMMENDED',
      'LOWEST_PRICE',
      'HIGHEST_PRICE',
      'FASTEST_ROUTE',
      'SLOWEST_ROUTE',
      'EARLIEST_DATE',
      'LATEST_DATE',
      'CLOSEST_TO_ORIGIN',
      'CLOSEST_TO_DESTINATION',
      'LOWEST_EMISSIONS',
    ]);
    expect(defaultRateSortOrder).toBe('RECOMMENDED');
  });

  it('does not change the list it is given', () => {
    const rates = [rate('b', { total: 2 }), rate('a', { total: 1 })];
    sortRates(rates, 'LOWEST_PRICE', { now });
    expect(rates.map((item) => item.id)).toEqual(['b', 'a']);
  });
});

describe('RECOMMENDED: three tiers, each by ascending total (docs/decisions/015-recommended-sort.md)', () => {
  it.each([
    [{ partial: false }, 1],
    [{ partial: false, nearbyOrigin: true }, 2],
    [{ partial: false, nearbyDestination: true }, 2],
    [{ partial: true }, 3],
    [{ partial: true, nearbyOrigin: true }, 3],
  ])('%j is tier %i', (sketch, tier) => {
    expect(recommendedTierOf(rate('x', sketch))).toBe(tier);
  });

  it.each<[string, Array<Rate & { id: string }>, string]>([
    [
      'complete routes first, then complete through nearby ports, then partial routes, whatever the price',
      [
        rate('p', { partial: true, total: 100 }),
        rate('n', { nearbyOrigin: true, total: 200 }),
        rate('c', { total: 900 }),
      ],
      'cnp',
    ],
    [
      'ascending total within a tier',
      [rate('b', { total: 300 }), rate('a', { total: 100 }), rate('c', { total: 200 })],
      'acb',
    ],
    [
      'ties on total: nearby first',
      [rate('a', { partial: true, total: 100 }), rate('b', { partial: true, total: 100, nearbyDestination: true })],
      'ba',
    ],
    [
      'ties on total and nearby: shorter transit first, missing transit last',
      [rate('a', { transit: null }), rate('b', { transit: 30 }), rate('c', { transit: 10 })],
      'cba',
    ],
    [
      'ties on total, nearby and transit: earlier departure first, missing departure as now',
      [rate('a', { departure: '2030-01-20' }), rate('b', { departure: null }), rate('c', { departure: '2030-01-10' })],
      'cba',
    ],
    ['complete ties: the uuid decides', [rate('c'), rate('a'), rate('b')], 'abc'],
  ])('%s', (_label, rates, expected) => {
    expect(idsSortedBy('RECOMMENDED', rates)).toBe(expected);
  });
});

describe('price orders', () => {
  const rates = [
    rate('a', { total: 500, transit: 30 }),
    rate('b', { total: 100 }),
    rate('c', { total: 500, transit: 10 }),
    rate('d', { total: 900 }),
    rate('e', { total: 500, transit: 10, departure: '2030-01-16' }),
  ];

  it('LOWEST_PRICE: ascending total; ties by transit time then departure', () => {
    expect(idsSortedBy('LOWEST_PRICE', rates)).toBe('becad');
  });

  it('HIGHEST_PRICE: descending total; ties by transit time then departure', () => {
    expect(idsSortedBy('HIGHEST_PRICE', rates)).toBe('decab');
  });

  it('orders by the total in the quote currency (sortTotal), not the rate currency amount', () => {
    const inEuros = {
      ...rate('a', { total: 1000 }),
      total: { ...exampleRate.total, total: 90000, currency: 'EUR' as const, sortTotal: 1000 },
    };
    expect(idsSortedBy('LOWEST_PRICE', [inEuros, rate('b', { total: 999 })])).toBe('ba');
  });
});

describe('transit orders (missing transit time counts as maximal)', () => {
  const rates = [
    rate('a', { transit: null, total: 100 }),
    rate('b', { transit: 10, total: 300 }),
    rate('c', { transit: 10, total: 200 }),
    rate('d', { transit: 40 }),
    rate('e', { transit: 10, total: 200, departure: '2030-01-16' }),
  ];

  it('FASTEST_ROUTE: ascending transit, missing last; ties by total then departure', () => {
    expect(idsSortedBy('FASTEST_ROUTE', rates)).toBe('ecbda');
  });

  it('SLOWEST_ROUTE: descending transit, missing first as maximal; ties by total then departure', () => {
    expect(idsSortedBy('SLOWEST_ROUTE', rates)).toBe('adecb');
  });
});

describe('date orders (departure date; missing counts as now)', () => {
  const rates = [
    rate('a', { departure: '2030-02-01' }),
    rate('b', { departure: null }),
    rate('c', { departure: '2030-01-10' }),
    rate('d', { departure: '2030-01-20', total: 200 }),
    rate('e', { departure: '2030-01-20', total: 100 }),
  ];

  it('EARLIEST_DATE: a past date, then now (missing), then later dates; ties by total', () => {
    expect(idsSortedBy('EARLIEST_DATE', rates)).toBe('cbeda');
  });

  it('LATEST_DATE: latest first; ties by total', () => {
    expect(idsSortedBy('LATEST_DATE', rates)).toBe('aedbc');
  });

  it('a missing date ties with a rate departing today, then the total decides', () => {
    const today = [rate('a', { departure: now, total: 200 }), rate('b', { departure: null, total: 100 })];
    expect(idsSortedBy('EARLIEST_DATE', today)).toBe('ba');
    expect(idsSortedBy('LATEST_DATE', today)).toBe('ba');
  });
});

describe('closest-to orders (distance amount; missing distance last)', () => {
  it('CLOSEST_TO_ORIGIN: nearest first, missing last; ties by total', () => {
    const rates = [
      rate('a', { originKm: null, total: 1 }),
      rate('b', { originKm: 50 }),
      rate('c', { originKm: 0, total: 300 }),
      rate('d', { originKm: 0, total: 200 }),
    ];
    expect(idsSortedBy('CLOSEST_TO_ORIGIN', rates)).toBe('dcba');
  });

  it('CLOSEST_TO_DESTINATION: compares miles and kilometres alike, missing last', () => {
    const inKilometres = { ...rate('k'), destinationDistance: { amount: 100, unit: 'km' as const } };
    const rates = [
      rate('a', { destinationMiles: null }),
      rate('m', { destinationMiles: 70 }),
      inKilometres,
      rate('z', { destinationMiles: 60 }),
    ];
    // 60 mi = 96.6 km < 100 km < 70 mi = 112.7 km
    expect(idsSortedBy('CLOSEST_TO_DESTINATION', rates)).toBe('zkma');
  });
});

describe('LOWEST_EMISSIONS (docs/decisions/060-co2e-per-rate.md)', () => {
  it.each<[string, Array<Rate & { id: string }>, string]>([
    [
      'ascending CO2e, whatever the price',
      [rate('a', { co2eKg: 900, total: 100 }), rate('b', { co2eKg: 300, total: 900 }), rate('c', { co2eKg: 600 })],
      'bca',
    ],
    [
      'a rate without an estimate goes last',
      [rate('a', { co2eKg: null, total: 1 }), rate('b', { co2eKg: 5000 })],
      'ba',
    ],
    [
      'ties on CO2e: lower total first, then the uuid',
      [
        rate('c', { co2eKg: 300, total: 500 }),
        rate('b', { co2eKg: 300, total: 500 }),
        rate('a', { co2eKg: 300, total: 900 }),
      ],
      'bca',
    ],
    [
      'transit time does not break a tie (only the total and the uuid do)',
      [rate('b', { co2eKg: 300, transit: 5 }), rate('a', { co2eKg: 300, transit: 50 })],
      'ab',
    ],
  ])('%s', (_label, rates, expected) => {
    expect(idsSortedBy('LOWEST_EMISSIONS', rates)).toBe(expected);
  });
});

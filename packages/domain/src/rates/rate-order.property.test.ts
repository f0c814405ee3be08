import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rate } from './rate';
import { exampleRate } from './rate-example';
import { rateComparatorFor, rateSortOrders, sortRates } from './rate-sort';
import { tagRates } from './rate-tags';

const now = '2030-01-15';
const context = { now };

// Few distinct values, so that ties (the interesting part) happen often.
const day = fc.constantFrom('2030-01-10', '2030-01-15', '2030-01-20', '2030-02-01');
const distance = fc.option(
  fc.record({
    amount: fc.integer({ min: 0, max: 5 }).map((n) => n * 10),
    unit: fc.constantFrom('km' as const, 'mi' as const),
  }),
  {
    nil: null,
  },
);
const rateArbitrary: fc.Arbitrary<Rate> = fc
  .record({
    uuid: fc.uuid(),
    sortTotal: fc.integer({ min: 0, max: 6 }),
    transitTimeDays: fc.option(fc.integer({ min: 5, max: 8 }), { nil: null }),
    departureDate: fc.option(day, { nil: null }),
    isPartial: fc.boolean(),
    isNearbyOrigin: fc.boolean(),
    isNearbyDestination: fc.boolean(),
    originDistance: distance,
    destinationDistance: distance,
    co2eKg: fc.option(
      fc.integer({ min: 0, max: 4 }).map((n) => n * 100),
      { nil: null },
    ),
  })
  .map(({ sortTotal, departureDate, co2eKg, ...traits }) => ({
    ...exampleRate,
    ...traits,
    emissions: co2eKg === null ? null : { ...exampleRate.emissions!, co2eKg },
    total: { ...exampleRate.total, total: sortTotal, sortTotal },
    schedule: { ...exampleRate.schedule, departureDate },
  }));
const rateLists = fc.uniqueArray(rateArbitrary, { selector: (rate) => rate.uuid, maxLength: 15 });
const rateListsWithShuffle = rateLists.chain((rates) =>
  fc.tuple(fc.constant(rates), fc.shuffledSubarray(rates, { minLength: rates.length })),
);

describe.each(rateSortOrders.map((order) => [order]))('%s order (property)', (order) => {
  it('returns a permutation of its input', () => {
    fc.assert(
      fc.property(rateLists, (rates) => {
        const sorted = sortRates(rates, order, context);
        expect(sorted).toHaveLength(rates.length);
        expect(new Set(sorted)).toEqual(new Set(rates));
      }),
    );
  });

  it('gives the same output for any order of the input', () => {
    fc.assert(
      fc.property(rateListsWithShuffle, ([rates, shuffled]) => {
        expect(sortRates(shuffled, order, context)).toEqual(sortRates(rates, order, context));
      }),
    );
  });

  it('is a total order: antisymmetric, and only a rate equals itself', () => {
    const compare = rateComparatorFor(order, context);
    fc.assert(
      fc.property(rateArbitrary, rateArbitrary, (a, b) => {
        expect(Math.sign(compare(a, b))).toBe(-Math.sign(compare(b, a)));
        if (a.uuid !== b.uuid) expect(compare(a, b)).not.toBe(0);
        expect(compare(a, a)).toBe(0);
      }),
    );
  });

  it('is transitive', () => {
    const compare = rateComparatorFor(order, context);
    fc.assert(
      fc.property(rateArbitrary, rateArbitrary, rateArbitrary, (a, b, c) => {
        if (compare(a, b) <= 0 && compare(b, c) <= 0) expect(compare(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('tags (property)', () => {
  const tagged = (rates: Rate[]) => tagRates(rates, { now, requestedRouteKind: 'P2P' });

  it('CHEAPEST is on exactly one rate, one with the minimal total', () => {
    fc.assert(
      fc.property(
        rateLists.filter((rates) => rates.length > 0),
        (rates) => {
          const cheapest = tagged(rates).filter((rate) => rate.publicTags.includes('CHEAPEST'));
          expect(cheapest).toHaveLength(1);
          expect(cheapest[0]?.total.sortTotal).toBe(Math.min(...rates.map((rate) => rate.total.sortTotal)));
        },
      ),
    );
  });

  it('FASTEST is on one rate with the minimal transit time, or on none when no rate has one', () => {
    fc.assert(
      fc.property(rateLists, (rates) => {
        const fastest = tagged(rates).filter((rate) => rate.publicTags.includes('FASTEST'));
        const transitTimes = rates.flatMap((rate) => (rate.transitTimeDays === null ? [] : [rate.transitTimeDays]));
        if (transitTimes.length === 0) expect(fastest).toHaveLength(0);
        else {
          expect(fastest).toHaveLength(1);
          expect(fastest[0]?.transitTimeDays).toBe(Math.min(...transitTimes));
        }
      }),
    );
  });

  it('tags do not depend on the order of the rates', () => {
    fc.assert(
      fc.property(rateListsWithShuffle, ([rates, shuffled]) => {
        const byUuid = (list: Rate[]) => Object.fromEntries(tagged(list).map((rate) => [rate.uuid, rate.publicTags]));
        expect(byUuid(shuffled)).toEqual(byUuid(rates));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { RouteKind } from '../search/route-kind';
import type { Rate } from './rate';
import { exampleRate } from './rate-example';
import { cheapestRateOf, fastestRateOf, rateTagsOf, tagRates } from './rate-tags';

const now = '2030-01-15';
const context = { now, requestedRouteKind: 'P2P' as RouteKind };

const rate = (n: number, change: Partial<Rate> = {}, total = 1000): Rate => ({
  ...exampleRate,
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  total: { ...exampleRate.total, total, sortTotal: total },
  ...change,
});
const allIncluded = { pickup: true, originCharges: true, freight: true, destinationCharges: true, delivery: true };
const tagsOf = (candidate: Rate, requestedRouteKind: RouteKind = 'P2P') =>
  rateTagsOf(candidate, { isCheapest: false, isFastest: false, requestedRouteKind });

describe('CHEAPEST and FASTEST (docs/product/quoting.md#rate-tags)', () => {
  it('CHEAPEST goes to the rate with the lowest total', () => {
    const rates = [rate(1, {}, 300), rate(2, {}, 100), rate(3, {}, 200)];
    expect(cheapestRateOf(rates, context)?.uuid).toBe(rates[1]?.uuid);
  });

  it('CHEAPEST goes to one rate only when totals tie (the faster one)', () => {
    const rates = [rate(1, { transitTimeDays: 30 }, 100), rate(2, { transitTimeDays: 20 }, 100)];
    const tagged = tagRates(rates, context);
    expect(tagged.map((item) => item.publicTags.includes('CHEAPEST'))).toEqual([false, true]);
  });

  it('FASTEST goes to the lowest transit time', () => {
    const rates = [
      rate(1, { transitTimeDays: 30 }),
      rate(2, { transitTimeDays: 12 }),
      rate(3, { transitTimeDays: null }),
    ];
    expect(fastestRateOf(rates, context)?.uuid).toBe(rates[1]?.uuid);
  });

  it('FASTEST goes to nobody when no rate has a transit time', () => {
    const rates = [rate(1, { transitTimeDays: null }), rate(2, { transitTimeDays: null })];
    expect(fastestRateOf(rates, context)).toBeUndefined();
    expect(tagRates(rates, context).some((item) => item.publicTags.includes('FASTEST'))).toBe(false);
  });

  it('a lone rate is both the cheapest and the fastest', () => {
    const [tagged] = tagRates([rate(1)], context);
    expect(tagged?.publicTags.slice(0, 2)).toEqual(['CHEAPEST', 'FASTEST']);
    expect([tagged?.flags.cheapest, tagged?.flags.fastest]).toEqual([true, true]);
  });

  it('no rates, no tags', () => {
    expect(tagRates([], context)).toEqual([]);
    expect(cheapestRateOf([], context)).toBeUndefined();
  });

  it('keeps the input order and clears stale cheapest/fastest flags', () => {
    const stale = rate(1, { flags: { ...exampleRate.flags, cheapest: true, fastest: true }, transitTimeDays: 40 }, 900);
    const tagged = tagRates([stale, rate(2, { transitTimeDays: 10 }, 100)], context);
    expect(tagged.map((item) => item.uuid)).toEqual([stale.uuid, rate(2).uuid]);
    expect(tagged[0]?.flags).toMatchObject({ cheapest: false, fastest: false });
    expect(tagged[0]?.publicTags).not.toContain('CHEAPEST');
  });
});

describe('PROMOTED, SPOT and EXPRESS come from the flags', () => {
  it.each([
    ['promoted', 'PROMOTED'],
    ['spot', 'SPOT'],
    ['express', 'EXPRESS'],
  ] as const)('%s flag → %s', (flag, tag) => {
    expect(tagsOf(rate(1, { flags: { ...exampleRate.flags, [flag]: true } }))).toContain(tag);
    expect(tagsOf(rate(1))).not.toContain(tag);
  });
});

describe('included-service and prerequisite tags (docs/decisions/016-rate-tags.md)', () => {
  it.each<[string, RouteKind, Partial<Rate['includes']>, string[]]>([
    ['P2P with port charges included', 'P2P', {}, ['ORIGIN_INCLUDED', 'DESTINATION_INCLUDED']],
    [
      'D2D with everything included',
      'D2D',
      allIncluded,
      ['PICKUP_INCLUDED', 'ORIGIN_INCLUDED', 'DESTINATION_INCLUDED', 'DELIVERY_INCLUDED'],
    ],
    [
      'D2D priced port to port',
      'D2D',
      {},
      ['ORIGIN_INCLUDED', 'DESTINATION_INCLUDED', 'PICKUP_PREREQUISITE', 'DELIVERY_PREREQUISITE'],
    ],
    ['D2P without pickup', 'D2P', {}, ['ORIGIN_INCLUDED', 'DESTINATION_INCLUDED', 'PICKUP_PREREQUISITE']],
    ['P2D without delivery', 'P2D', {}, ['ORIGIN_INCLUDED', 'DESTINATION_INCLUDED', 'DELIVERY_PREREQUISITE']],
    [
      'P2P freight only',
      'P2P',
      { originCharges: false, destinationCharges: false },
      ['ORIGIN_PREREQUISITE', 'DESTINATION_PREREQUISITE'],
    ],
    [
      'P2P without freight',
      'P2P',
      { freight: false },
      ['ORIGIN_INCLUDED', 'DESTINATION_INCLUDED', 'FREIGHT_PREREQUISITE'],
    ],
    [
      'P2P with a pickup nobody asked for',
      'P2P',
      { pickup: true },
      ['PICKUP_INCLUDED', 'ORIGIN_INCLUDED', 'DESTINATION_INCLUDED'],
    ],
  ])('%s', (_label, requestedRouteKind, includes, tags) => {
    expect(tagsOf(rate(1, { includes: { ...exampleRate.includes, ...includes } }), requestedRouteKind)).toEqual(tags);
  });

  it('LTL road freight has no terminal charges to require', () => {
    const ltl = rate(1, {
      shipmentType: 'LTL',
      includes: { pickup: true, originCharges: false, freight: true, destinationCharges: false, delivery: true },
    });
    expect(tagsOf(ltl, 'D2D')).toEqual(['PICKUP_INCLUDED', 'DELIVERY_INCLUDED']);
  });

  it('lists tags in display order: headline, included, prerequisites', () => {
    const promotedSpot = rate(1, { flags: { ...exampleRate.flags, spot: true, promoted: true } });
    expect(rateTagsOf(promotedSpot, { isCheapest: true, isFastest: false, requestedRouteKind: 'D2P' })).toEqual([
      'CHEAPEST',
      'PROMOTED',
      'SPOT',
      'ORIGIN_INCLUDED',
      'DESTINATION_INCLUDED',
      'PICKUP_PREREQUISITE',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { bestRatesOf } from './best-rates';
import type { Rate } from './rate';
import { rateBreakdownOf } from './rate-breakdown';
import { exampleRate } from './rate-example';
import { rateExclusionsOf, type RateExclusionsContext } from './rate-exclusions';
import { rateFilterOptionsOf } from './rate-filter-options';

const rate = (change: Partial<Rate> = {}): Rate => ({ ...exampleRate, ...change });
const priced = (uuid: string, totalMinor: number, transitTimeDays: number | null, change: Partial<Rate> = {}) =>
  rate({
    uuid,
    transitTimeDays,
    total: {
      ...exampleRate.total,
      total: totalMinor,
      amount: totalMinor,
      discounts: 0,
      taxes: 0,
      sortTotal: totalMinor,
    },
    ...change,
  });
const context = { now: '2030-01-01' } as const;

describe('rate exclusions: what the total does not include', () => {
  const portToPort: RateExclusionsContext = { requestedRouteKind: 'P2P', unpricedServices: [] };
  const kinds = (candidate: Rate, exclusionContext: RateExclusionsContext) =>
    rateExclusionsOf(candidate, exclusionContext).map((exclusion) => exclusion.kind);

  it.each([
    [
      'FCL port to port, terminals included',
      rate(),
      portToPort,
      ['dutiesAndTaxes', 'demurrageAndDetention', 'insurance'],
    ],
    [
      'FCL door to door without pickup, delivery or destination charges',
      rate({ includes: { ...exampleRate.includes, destinationCharges: false } }),
      { requestedRouteKind: 'D2D', unpricedServices: [] },
      ['pickup', 'destinationCharges', 'delivery', 'dutiesAndTaxes', 'demurrageAndDetention', 'insurance'],
    ],
    [
      'LCL: storage, not demurrage',
      rate({ shipmentType: 'LCL' }),
      portToPort,
      ['dutiesAndTaxes', 'storage', 'insurance'],
    ],
    [
      'LTL door to door: no terminal charges, no storage',
      rate({ shipmentType: 'LTL', includes: { ...exampleRate.includes, pickup: true, delivery: true } }),
      { requestedRouteKind: 'D2D', unpricedServices: [] },
      ['dutiesAndTaxes', 'insurance'],
    ],
    [
      'an unpriced insurance is listed once, as unpriced',
      rate(),
      { requestedRouteKind: 'P2P', unpricedServices: ['insurance'] },
      ['unpricedService', 'dutiesAndTaxes', 'demurrageAndDetention'],
    ],
  ] as const)('%s', (_name, candidate, exclusionContext, expected) => {
    expect(kinds(candidate, exclusionContext)).toEqual(expected);
  });

  it('demurrage names the free days at both ends', () => {
    const exclusions = rateExclusionsOf(rate({ freeDaysOrigin: 4, freeDaysDestination: null }), portToPort);
    expect(exclusions).toContainEqual({ kind: 'demurrageAndDetention', freeDaysOrigin: 4, freeDaysDestination: null });
  });

  it('a priced insurance line is not listed as excluded', () => {
    const insured = rate({
      charges: {
        ...exampleRate.charges,
        additional: [{ code: 'insurance', name: 'Insurance', quantity: 1, amountMinor: 900, currency: 'USD' }],
      },
    });
    expect(kinds(insured, portToPort)).not.toContain('insurance');
  });
});

describe('best rates', () => {
  it('recommended, cheapest and fastest, each rate once with all its reasons', () => {
    const slowCheap = priced('00000000-0000-4000-8000-000000000001', 1000, 40);
    const fastDear = priced('00000000-0000-4000-8000-000000000002', 3000, 10);
    const middle = priced('00000000-0000-4000-8000-000000000003', 2000, 20);
    const best = bestRatesOf([middle, fastDear, slowCheap], context);
    expect(best.map(({ rate: chosen, reasons }) => [chosen.uuid.slice(-1), reasons])).toEqual([
      ['1', ['recommended', 'cheapest']],
      ['2', ['fastest']],
    ]);
  });

  it('no rates, no best rates; no transit times, no fastest', () => {
    expect(bestRatesOf([], context)).toEqual([]);
    const best = bestRatesOf([priced('00000000-0000-4000-8000-000000000001', 1000, null)], context);
    expect(best[0]?.reasons).toEqual(['recommended', 'cheapest']);
  });
});

describe('rate breakdown', () => {
  it('groups in display order add up to the total, discounts taken off', () => {
    const breakdown = rateBreakdownOf(exampleRate);
    expect(breakdown.groups.map((group) => [group.group, group.subtotalMinor])).toEqual([
      ['portOrigin', 20000],
      ['freight', 150000],
      ['portDestination', 20000],
      ['taxes', 5000],
    ]);
    expect(breakdown).toMatchObject({ discountsMinor: 10000, totalMinor: 185000, addsUp: true });
  });

  it('billing lines, when given, replace the charges and keep the tariff amount', () => {
    const line = {
      group: 'freight' as const,
      code: 'OFR',
      name: 'Ocean freight',
      quantity: 1,
      amountMinor: 195000,
      currency: 'USD' as const,
      tariffAmount: { amountMinor: 180000, currency: 'EUR' as const },
    };
    const breakdown = rateBreakdownOf(exampleRate, [line]);
    expect(breakdown.groups).toEqual([
      {
        group: 'freight',
        subtotalMinor: 195000,
        lines: [expect.objectContaining({ tariffAmount: line.tariffAmount })],
      },
    ]);
    expect(breakdown.addsUp).toBe(true);
  });

  it('a total that does not match the lines says so', () => {
    expect(rateBreakdownOf({ ...exampleRate, total: { ...exampleRate.total, total: 1 } }).addsUp).toBe(false);
  });
});

describe('filter options', () => {
  it('distinct sorted values of the rates, the price range and the longest transit', () => {
    const options = rateFilterOptionsOf([
      priced('00000000-0000-4000-8000-000000000001', 1000, 40, { carrierCode: 'MSCU' }),
      priced('00000000-0000-4000-8000-000000000002', 3000, null, {
        carrierCode: 'CMDU',
        direct: false,
        transhipments: ['SGSIN'],
      }),
      priced('00000000-0000-4000-8000-000000000003', 2000, 20, { carrierCode: 'MSCU' }),
    ]);
    expect(options).toMatchObject({
      carriers: ['CMDU', 'MSCU'],
      originPorts: ['CNSHA'],
      originAirports: [],
      stops: ['direct', 'oneStop'],
      price: { minMinor: 1000, maxMinor: 3000 },
      maxTransitTimeDays: 40,
    });
  });

  it('no rates, no ranges', () => {
    expect(rateFilterOptionsOf([])).toMatchObject({ price: null, maxTransitTimeDays: null, carriers: [] });
  });
});

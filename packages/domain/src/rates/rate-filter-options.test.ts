import { describe, expect, it } from 'vitest';
import type { Rate } from './rate';
import { exampleRate } from './rate-example';
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

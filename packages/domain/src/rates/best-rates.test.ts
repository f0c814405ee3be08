import { describe, expect, it } from 'vitest';
import { bestRatesOf } from './best-rates';
import { examplePricedRate } from './rate-example';

const priced = examplePricedRate;
const context = { now: '2030-01-01' } as const;

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

import { describe, expect, it } from 'vitest';
import { rateBreakdownOf } from './rate-breakdown';
import { exampleRate } from './rate-example';

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

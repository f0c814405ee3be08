import { describe, expect, it } from 'vitest';
import type { PricedChargeItem } from '../pricing/charge-items';
import { exampleRate } from '../rates/rate-example';
import {
  customisationSummaryOf,
  customisedChargeItems,
  marginedAmounts,
  marginProblems,
  percentOfMinor,
  rateWithCustomisedLines,
  shareInProportion,
  unitPriceOfAmount,
  type MarginLine,
  type RateMargin,
} from './quote-customisation';
import { rateMarginSchema, saveQuoteCustomisationRequestSchema } from './quote-customisation-contracts';

// A door-to-door rate: pickup 150.00, THC 245.50 and 120.25, ocean freight 1,800.00, BAF 333.33, VAT 40.00.
const lines: MarginLine[] = [
  { group: 'pickup', amountMinor: 15_000 },
  { group: 'portOrigin', amountMinor: 24_550 },
  { group: 'portOrigin', amountMinor: 12_025 },
  { group: 'freight', amountMinor: 180_000 },
  { group: 'freight', amountMinor: 33_333 },
  { group: 'taxes', amountMinor: 4_000 },
];

describe('margins on lines and groups', () => {
  it.each<[string, RateMargin[], number[]]>([
    ['no margin keeps every line', [], [15_000, 24_550, 12_025, 180_000, 33_333, 4_000]],
    [
      '+50.00 on the pickup line',
      [{ scope: 'line', group: 'pickup', line: 0, mode: 'amount', value: 5_000 }],
      [20_000, 24_550, 12_025, 180_000, 33_333, 4_000],
    ],
    [
      '−10 % on the second THC line (120.25 → 108.22: 12.025 rounds half up to 12.03)',
      [{ scope: 'line', group: 'portOrigin', line: 1, mode: 'percent', value: -10 }],
      [15_000, 24_550, 10_822, 180_000, 33_333, 4_000],
    ],
    [
      '+12.5 % on BAF (333.33 → 374.996… → 375.00)',
      [{ scope: 'line', group: 'freight', line: 1, mode: 'percent', value: 12.5 }],
      [15_000, 24_550, 12_025, 180_000, 37_500, 4_000],
    ],
    [
      '+100.00 on the freight group, shared 1,800 : 333.33 (84.38 and 15.62)',
      [{ scope: 'group', group: 'freight', mode: 'amount', value: 10_000 }],
      [15_000, 24_550, 12_025, 188_438, 34_895, 4_000],
    ],
    [
      '+10 % on the port-origin group (365.75 → 36.575 → 36.58, shared 24.55 and 12.03)',
      [{ scope: 'group', group: 'portOrigin', mode: 'percent', value: 10 }],
      [15_000, 27_005, 13_228, 180_000, 33_333, 4_000],
    ],
    [
      'a line margin first, then the group on the result',
      [
        { scope: 'group', group: 'freight', mode: 'percent', value: 10 },
        { scope: 'line', group: 'freight', line: 1, mode: 'amount', value: -33_333 },
      ],
      [15_000, 24_550, 12_025, 198_000, 0, 4_000],
    ],
    [
      'a lowering below zero stops at zero',
      [{ scope: 'line', group: 'pickup', line: 0, mode: 'amount', value: -20_000 }],
      [0, 24_550, 12_025, 180_000, 33_333, 4_000],
    ],
    [
      '−100 % on a group takes it to zero exactly',
      [{ scope: 'group', group: 'portOrigin', mode: 'percent', value: -100 }],
      [15_000, 0, 0, 180_000, 33_333, 4_000],
    ],
  ])('%s', (_name, margins, expected) => {
    expect(marginedAmounts(lines, margins).amounts).toEqual(expected);
  });

  it('names the lines a lowering took to zero', () => {
    const margins: RateMargin[] = [{ scope: 'line', group: 'pickup', line: 0, mode: 'amount', value: -20_000 }];
    expect(marginedAmounts(lines, margins).flooredAtZero).toEqual([0]);
  });

  it('a group share adds up to the margin exactly, whatever the remainders', () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareInProportion(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(shareInProportion(7, [0, 0])).toEqual([7, 0]);
    expect(shareInProportion(1_001, [3, 5, 2]).reduce((sum, share) => sum + share, 0)).toBe(1_001);
  });

  it('rounds percentages half up, away from zero (ADR 010)', () => {
    expect(percentOfMinor(12_025, 10)).toBe(1_203);
    expect(percentOfMinor(12_025, -10)).toBe(-1_203);
    expect(percentOfMinor(1_005, 50)).toBe(503);
    expect(percentOfMinor(33_333, 0.01)).toBe(3);
  });

  it('unit prices follow the amount over the quantity', () => {
    expect(unitPriceOfAmount(10_000, 3)).toBe(3_333);
    expect(unitPriceOfAmount(10_001, 2)).toBe(5_001);
    expect(unitPriceOfAmount(7_777, 2.5)).toBe(3_111);
  });
});

describe('what the customise screen says', () => {
  it('the margin and the warning below the rate sheet', () => {
    const up = customisationSummaryOf(lines, [{ scope: 'group', group: 'freight', mode: 'amount', value: 10_000 }]);
    expect(up).toMatchObject({ originalTotalMinor: 268_908, customisedTotalMinor: 278_908, marginMinor: 10_000 });
    expect(up.belowRateSheetPrice).toBe(false);
    const down = customisationSummaryOf(lines, [
      { scope: 'line', group: 'freight', line: 0, mode: 'percent', value: -5 },
    ]);
    expect(down.marginMinor).toBe(-9_000);
    expect(down.belowRateSheetPrice).toBe(true);
  });

  it('refuses margins that name no line, an empty group, or the same line twice', () => {
    const problems = marginProblems(lines, [
      { scope: 'line', group: 'pickup', line: 1, mode: 'amount', value: 1 },
      { scope: 'group', group: 'delivery', mode: 'amount', value: 1 },
      { scope: 'line', group: 'freight', line: 0, mode: 'amount', value: 1 },
      { scope: 'line', group: 'freight', line: 0, mode: 'percent', value: 1 },
    ]);
    expect([...problems]).toEqual([
      [0, 'unknownLine'],
      [1, 'emptyGroup'],
      [3, 'repeated'],
    ]);
  });

  it('taxes cannot take a margin; percentages have two decimals at most', () => {
    expect(rateMarginSchema.safeParse({ scope: 'group', group: 'taxes', mode: 'amount', value: 1 }).success).toBe(
      false,
    );
    expect(
      rateMarginSchema.safeParse({ scope: 'group', group: 'freight', mode: 'percent', value: 1.005 }).success,
    ).toBe(false);
    expect(
      rateMarginSchema.safeParse({ scope: 'group', group: 'freight', mode: 'percent', value: -100.5 }).success,
    ).toBe(false);
    expect(rateMarginSchema.safeParse({ scope: 'group', group: 'freight', mode: 'amount', value: 10.5 }).success).toBe(
      false,
    );
    expect(
      saveQuoteCustomisationRequestSchema.safeParse({
        rates: [
          {
            rateUuid: exampleRate.uuid,
            margins: [{ scope: 'line', group: 'freight', line: 0, mode: 'percent', value: 7.25 }],
          },
        ],
      }).success,
    ).toBe(true);
  });
});

describe('a customised rate', () => {
  const item = (over: Partial<PricedChargeItem>): PricedChargeItem => ({
    group: 'freight',
    serviceItemKind: 'Freight',
    code: 'OFR',
    name: 'Ocean freight',
    quantity: 2,
    unitPriceMinor: 90_000,
    amountMinor: 180_000,
    currency: 'EUR',
    tariffAmount: { amountMinor: 195_000, currency: 'USD' },
    tariffUnitPriceMinor: 97_500,
    ...over,
  });

  it.each([
    ['EUR', 180_000, 10, 198_000, 99_000],
    ['USD', 180_001, 10, 198_001, 99_001],
    ['INR', 15_000_000, -2.5, 14_625_000, 7_312_500],
  ] as const)(
    'in %s: %i + %d %% → %i (unit %i), read in other currencies from the customised amount',
    (currency, amount, percent, expected, unit) => {
      const [changed] = customisedChargeItems(
        [item({ currency, amountMinor: amount })],
        [{ scope: 'line', group: 'freight', line: 0, mode: 'percent', value: percent }],
      );
      expect(changed).toMatchObject({
        amountMinor: expected,
        unitPriceMinor: unit,
        currency,
        tariffAmount: { amountMinor: expected, currency },
        tariffUnitPriceMinor: unit,
      });
    },
  );

  it('its totals are re-added from the lines and staff see what the rate sheet said', () => {
    const items = [
      item({ currency: exampleRate.total.currency }),
      item({
        group: 'taxes',
        code: 'VAT',
        name: 'VAT',
        quantity: 1,
        amountMinor: 4_000,
        currency: exampleRate.total.currency,
      }),
    ];
    const customised = customisedChargeItems(items, [
      { scope: 'group', group: 'freight', mode: 'amount', value: 2_000 },
    ]);
    const rate = rateWithCustomisedLines(exampleRate, customised, {
      customisedAt: '2026-11-28T07:00:00.000Z',
      customisedBy: 'pricing@freightdesk.test',
    });
    // total = amount − discounts + taxes (the example rate has 100.00 of discounts).
    expect(rate.total).toMatchObject({ amount: 182_000, taxes: 4_000, total: 176_000, sortTotal: 176_000 });
    expect(rate.charges.freight).toEqual([
      { code: 'OFR', name: 'Ocean freight', quantity: 2, amountMinor: 182_000, currency: exampleRate.total.currency },
    ]);
    expect(rate.internal?.customisation).toEqual({
      originalTotal: { amountMinor: exampleRate.total.total, currency: exampleRate.total.currency },
      customisedAt: '2026-11-28T07:00:00.000Z',
      customisedBy: 'pricing@freightdesk.test',
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideAndRound, exactDecimalOf, scaleToInteger } from './decimal-rounding';
import {
  addMoney,
  convertMoney,
  isCurrency,
  MoneyCurrencyMismatchError,
  moneyFromMajor,
  moneySchema,
  moneyToMajor,
  subtractMoney,
  sumMoney,
  type Money,
} from './money';

const usd = (amountMinor: number): Money => ({ amountMinor, currency: 'USD' });

describe('exact decimal reading', () => {
  it.each([
    [1.005, 1005n, 3],
    [0.1, 1n, 1],
    [12, 12n, 0],
    [-2.5, -25n, 1],
    [1e-7, 1n, 7],
    [1.5e21, 1500000000000000000000n, 0],
  ])('%d reads as %s × 10^-%i', (value, coefficient, scale) => {
    expect(exactDecimalOf(value)).toEqual({ coefficient, scale });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (value) => {
    expect(() => exactDecimalOf(value)).toThrow(RangeError);
  });
});

describe('rounding modes', () => {
  it.each([
    // numerator, denominator, half-up, half-even
    [25n, 10n, 3n, 2n],
    [35n, 10n, 4n, 4n],
    [-25n, 10n, -3n, -2n],
    [24n, 10n, 2n, 2n],
    [26n, 10n, 3n, 3n],
    [-26n, 10n, -3n, -3n],
    [20n, 10n, 2n, 2n],
    [5n, 10n, 1n, 0n],
    [15n, 10n, 2n, 2n],
  ])('%s / %s → half-up %s, half-even %s', (numerator, denominator, halfUp, halfEven) => {
    expect(divideAndRound(numerator, denominator, 'halfUp')).toBe(halfUp);
    expect(divideAndRound(numerator, denominator, 'halfEven')).toBe(halfEven);
  });

  it('rounds the typed decimal, not its binary approximation', () => {
    expect(scaleToInteger(1.005, 2, 'halfUp')).toBe(101n);
    expect(scaleToInteger(1.005, 2, 'halfEven')).toBe(100n);
    expect(scaleToInteger(1.015, 2, 'halfEven')).toBe(102n);
  });
});

describe('minor ↔ major units', () => {
  it.each([
    [12.34, 'USD', 1234],
    [0.1, 'EUR', 10],
    [1.005, 'USD', 101],
    [2.675, 'USD', 268],
    [-1.005, 'USD', -101],
    [1999.99, 'INR', 199999],
    [0, 'USD', 0],
  ] as const)('%d %s is %i minor units (half-up default)', (major, currency, minor) => {
    expect(moneyFromMajor(major, currency)).toEqual({ amountMinor: minor, currency });
  });

  it('can round half-even instead', () => {
    expect(moneyFromMajor(2.675, 'USD', 'halfEven').amountMinor).toBe(268);
    expect(moneyFromMajor(2.665, 'USD', 'halfEven').amountMinor).toBe(266);
  });

  it.each([
    [1234, 12.34],
    [5, 0.05],
    [-250, -2.5],
  ])('%i cents are %d dollars', (minor, major) => {
    expect(moneyToMajor(usd(minor))).toBe(major);
  });

  it('round-trips any whole count of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(moneyFromMajor(moneyToMajor(usd(cents)), 'USD').amountMinor).toBe(cents);
      }),
    );
  });

  it('refuses amounts beyond safe integers', () => {
    expect(() => moneyFromMajor(1e17, 'USD')).toThrow(RangeError);
  });
});

describe('adding', () => {
  it('adds and subtracts in one currency', () => {
    expect(addMoney(usd(1050), usd(250))).toEqual(usd(1300));
    expect(subtractMoney(usd(1050), usd(2000))).toEqual(usd(-950));
    expect(sumMoney([usd(1), usd(2), usd(3)], 'USD')).toEqual(usd(6));
    expect(sumMoney([], 'EUR')).toEqual({ amountMinor: 0, currency: 'EUR' });
  });

  it('refuses to mix currencies', () => {
    expect(() => addMoney(usd(1), { amountMinor: 1, currency: 'EUR' })).toThrow(MoneyCurrencyMismatchError);
  });

  it('is commutative and has no floating error', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (a, b) => {
        expect(addMoney(usd(a), usd(b))).toEqual(addMoney(usd(b), usd(a)));
        expect(addMoney(usd(a), usd(b)).amountMinor).toBe(a + b);
      }),
    );
  });
});

describe('convertMoney', () => {
  it.each([
    // amount (cents), rate, half-up, half-even
    [10000, 0.92, 9200, 9200],
    [12345, 1.1, 13580, 13580],
    [12355, 0.1, 1236, 1236],
    [12345, 0.1, 1235, 1234],
    [1, 83.5, 84, 84],
    [3, 0.5, 2, 2],
    [5, 0.5, 3, 2],
    [-5, 0.5, -3, -2],
  ])('%i USD cents at %d → %i (half-up) / %i (half-even)', (amountMinor, rate, halfUp, halfEven) => {
    const exchangeRate = { fromCurrency: 'USD', toCurrency: 'EUR', rate } as const;
    expect(convertMoney(usd(amountMinor), exchangeRate)).toEqual({ amountMinor: halfUp, currency: 'EUR' });
    expect(convertMoney(usd(amountMinor), exchangeRate, 'halfEven')).toEqual({
      amountMinor: halfEven,
      currency: 'EUR',
    });
  });

  it('converts USD to INR with a dated rate', () => {
    expect(
      convertMoney(usd(199), { fromCurrency: 'USD', toCurrency: 'INR', rate: 83.1234, asOfDate: '2024-06-10' }),
    ).toEqual({
      amountMinor: 16542,
      currency: 'INR',
    });
  });

  it('keeps the amount when both currencies are the same', () => {
    expect(convertMoney(usd(777), { fromCurrency: 'USD', toCurrency: 'USD', rate: 1 })).toEqual(usd(777));
  });

  it('refuses a rate for another currency or a non-positive rate', () => {
    expect(() => convertMoney(usd(1), { fromCurrency: 'EUR', toCurrency: 'USD', rate: 1.1 })).toThrow(
      MoneyCurrencyMismatchError,
    );
    expect(() => convertMoney(usd(1), { fromCurrency: 'USD', toCurrency: 'EUR', rate: 0 })).toThrow(RangeError);
    expect(() => convertMoney(usd(1), { fromCurrency: 'USD', toCurrency: 'EUR', rate: Number.NaN })).toThrow(
      RangeError,
    );
  });

  it('never moves more than half a minor unit from the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        (cents, rateTenThousandths) => {
          const rate = rateTenThousandths / 10_000;
          const converted = convertMoney(usd(cents), { fromCurrency: 'USD', toCurrency: 'EUR', rate });
          const exactTimesTenThousand = BigInt(cents) * BigInt(rateTenThousandths);
          const differenceTimesTenThousand = BigInt(converted.amountMinor) * 10_000n - exactTimesTenThousand;
          const absolute = differenceTimesTenThousand < 0n ? -differenceTimesTenThousand : differenceTimesTenThousand;
          expect(absolute <= 5_000n).toBe(true);
        },
      ),
    );
  });
});

describe('moneySchema and isCurrency', () => {
  it.each([
    [{ amountMinor: 100, currency: 'USD' }, true],
    [{ amountMinor: -3, currency: 'INR' }, true],
    [{ amountMinor: 1.5, currency: 'USD' }, false],
    [{ amountMinor: 100, currency: 'GBP' }, false],
    [{ amountMinor: 2 ** 53, currency: 'EUR' }, false],
  ])('%o valid: %s', (value, isValid) => {
    expect(moneySchema.safeParse(value).success).toBe(isValid);
  });

  it.each([
    ['USD', true],
    ['EUR', true],
    ['INR', true],
    ['usd', false],
    ['GBP', false],
  ])('%s is a product currency: %s', (code, expected) => {
    expect(isCurrency(code)).toBe(expected);
  });
});

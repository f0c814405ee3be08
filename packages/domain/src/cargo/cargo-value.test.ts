import { describe, expect, it } from 'vitest';
import { moneyFromMajor } from '../money/money';
import {
  cargoValueMinimum,
  continuousBondCargoValueThresholds,
  mustChooseContinuousBond,
  numberOfVehiclesMinimum,
} from './cargo-value';

// docs/product/quoting.md#search-validity, docs/product/quoting.md#cargo-limits
describe('cargo value and continuous bond', () => {
  it.each([
    ['cargo value minimum', cargoValueMinimum, 1],
    ['continuous bond from USD', continuousBondCargoValueThresholds.USD, 78000],
    ['continuous bond from EUR', continuousBondCargoValueThresholds.EUR, 74000],
    ['number of vehicles minimum', numberOfVehiclesMinimum, 1],
  ])('%s is %s', (_name, value, seedFigure) => {
    expect(value).toBe(seedFigure);
  });

  it.each([
    [77999.99, 'USD', false],
    [78000, 'USD', true],
    [150000, 'USD', true],
    [73999.99, 'EUR', false],
    [74000, 'EUR', true],
    [75000, 'EUR', true],
    [10_000_000, 'INR', false],
  ] as const)('a cargo value of %s %s requires a continuous bond: %s', (amount, currency, expected) => {
    expect(mustChooseContinuousBond(moneyFromMajor(amount, currency))).toBe(expected);
  });
});

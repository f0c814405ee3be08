import { describe, expect, it } from 'vitest';
import { cargoReadyLabelKey, endOfMonthOrFifteenDaysAhead } from './cargo-ready';

describe('cargoReadyLabelKey (docs/product/quoting.md#cargo-ready-date)', () => {
  const today = '2024-06-10';

  it.each([
    ['2024-06-10', 'readyNow'],
    ['2024-06-11', 'readyIn2Weeks'],
    ['2024-06-17', 'readyIn2Weeks'],
    ['2024-06-24', 'readyIn2Weeks'],
    ['2024-06-25', 'readyAfter2Weeks'],
    ['2024-12-31', 'readyAfter2Weeks'],
    ['2024-06-09', undefined],
    ['2023-06-10', undefined],
    ['2024-06-31', undefined],
    ['not a date', undefined],
    ['', undefined],
  ] as const)('ready %j seen on 2024-06-10 → %s', (readyDate, key) => {
    expect(cargoReadyLabelKey(readyDate, today)).toBe(key);
  });

  it.each([
    ['2024-02-28', '2024-03-13', 'readyIn2Weeks'],
    ['2024-02-28', '2024-03-14', 'readyAfter2Weeks'],
    ['2023-02-28', '2023-03-14', 'readyIn2Weeks'],
    ['2024-12-25', '2025-01-08', 'readyIn2Weeks'],
    ['2024-12-31', '2025-01-01', 'readyIn2Weeks'],
  ] as const)('today %s, ready %s (across month and year ends) → %s', (todayDate, readyDate, key) => {
    expect(cargoReadyLabelKey(readyDate, todayDate)).toBe(key);
  });

  it('gives no label when today itself is invalid', () => {
    expect(cargoReadyLabelKey('2024-06-10', '2024-02-30')).toBeUndefined();
  });
});

describe('endOfMonthOrFifteenDaysAhead (docs/product/quoting.md#cargo-ready-date)', () => {
  it.each([
    // 31-day month: 15 days left on the 16th → month end; 14 left on the 17th → +15 days.
    ['2024-01-01', '2024-01-31'],
    ['2024-01-16', '2024-01-31'],
    ['2024-01-17', '2024-02-01'],
    ['2024-01-31', '2024-02-15'],
    // 30-day month.
    ['2024-04-15', '2024-04-30'],
    ['2024-04-16', '2024-05-01'],
    // Leap February (29 days).
    ['2024-02-14', '2024-02-29'],
    ['2024-02-15', '2024-03-01'],
    ['2024-02-29', '2024-03-15'],
    // Common February (28 days).
    ['2023-02-13', '2023-02-28'],
    ['2023-02-14', '2023-03-01'],
    ['2023-02-28', '2023-03-15'],
    // Year end.
    ['2024-12-16', '2024-12-31'],
    ['2024-12-17', '2025-01-01'],
    ['2024-12-31', '2025-01-15'],
  ])('today %s → %s', (today, expected) => {
    expect(endOfMonthOrFifteenDaysAhead(today)).toBe(expected);
  });

  it('gives nothing for an invalid today', () => {
    expect(endOfMonthOrFifteenDaysAhead('2023-02-29')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, daysFromTo, isValidIsoDate, isoDateSchema } from './iso-date';

describe('isValidIsoDate', () => {
  it.each([
    ['2030-01-15', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-04-31', false],
    ['2025-1-5', false],
    ['15/01/2030', false],
    ['2030-01-15T00:00:00Z', false],
    ['', false],
  ])('%s is %s', (text, valid) => {
    expect(isValidIsoDate(text)).toBe(valid);
    expect(isoDateSchema.safeParse(text).success).toBe(valid);
  });
});

describe('daysFromTo and addDaysToIsoDate', () => {
  it.each([
    ['2030-01-15', '2030-01-15', 0],
    ['2030-01-15', '2030-01-22', 7],
    ['2030-01-22', '2030-01-15', -7],
    ['2024-02-28', '2024-03-01', 2],
    ['2030-12-31', '2031-01-01', 1],
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(daysFromTo(from, to)).toBe(days);
    expect(addDaysToIsoDate(from, days)).toBe(to);
  });

  it('refuses a date that is not a calendar date', () => {
    expect(() => daysFromTo('2030-02-30', '2030-03-01')).toThrow(RangeError);
    expect(() => addDaysToIsoDate('tomorrow', 1)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { cyCutoffDate, isTariffApplicable, nextDepartureDate, shipDateOf, weekdayOf } from './tariff-schedule';

describe('schedules', () => {
  it.each([
    ['2030-01-01', 2], // a Tuesday
    ['2030-01-06', 0], // a Sunday
    ['2024-02-29', 4], // a Thursday
  ])('%s is weekday %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it.each([
    [[3], '2030-01-15', '2030-01-16'],
    [[2], '2030-01-15', '2030-01-15'], // sails the same day
    [[1, 5], '2030-01-15', '2030-01-18'],
    [[1], '2030-12-31', '2031-01-06'], // across a year end: Tuesday → next Monday
    [[], '2030-01-15', null],
  ] as const)('weekdays %j from %s → %s', (weekdays, from, expected) => {
    expect(nextDepartureDate(weekdays, from)).toBe(expected);
  });

  it('puts the CY cut-off before the departure, across a month end', () => {
    expect(cyCutoffDate('2030-02-01', 3)).toBe('2030-01-29');
    expect(cyCutoffDate(null, 3)).toBeNull();
    expect(cyCutoffDate('2030-02-01', null)).toBeNull();
  });

  it('ships on the cargo ready date, never before today', () => {
    expect(shipDateOf('2030-02-01', '2030-01-14')).toBe('2030-02-01');
    expect(shipDateOf('2030-01-01', '2030-01-14')).toBe('2030-01-14');
    expect(shipDateOf(null, '2030-01-14')).toBe('2030-01-14');
  });

  it.each([
    ['2030-01-01', '2030-01-14', true], // last valid day is today
    ['2030-01-01', '2030-01-13', false], // expired yesterday
    ['2030-01-20', '2030-03-01', false], // not in force on the ship date (2030-01-15)
    ['2030-01-15', '2030-03-01', true],
  ])('a tariff valid %s to %s applies: %s', (validFrom, validTo, expected) => {
    expect(isTariffApplicable({ validFrom, validTo }, '2030-01-14', '2030-01-15')).toBe(expected);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDateInUtc,
  calendarDaysBetween,
  daysInCalendarMonth,
  formatCalendarDate,
  isCalendarDateString,
  isLeapCalendarYear,
  isoDateInTimeZone,
  parseCalendarDate,
} from './calendar-date';

describe('parseCalendarDate', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2023-12-31', { year: 2023, month: 12, day: 31 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
  ])('%s is a real day', (text, date) => {
    expect(parseCalendarDate(text)).toEqual(date);
    expect(isCalendarDateString(text)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-1-5',
    '05/01/2024',
    '2024-01-05T10:00:00Z',
    '',
    'today',
  ])('%j is not a calendar date', (text) => {
    expect(parseCalendarDate(text)).toBeUndefined();
    expect(isCalendarDateString(text)).toBe(false);
  });
});

describe('month lengths and leap years', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('%i leap: %s', (year, isLeap) => {
    expect(isLeapCalendarYear(year)).toBe(isLeap);
  });

  it.each([
    [2024, 1, 31],
    [2024, 2, 29],
    [2023, 2, 28],
    [2024, 4, 30],
    [2024, 6, 30],
    [2024, 9, 30],
    [2024, 11, 30],
    [2024, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInCalendarMonth(year, month)).toBe(days);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    // 31 March 2024 is a daylight-saving change in Europe: still exactly one day.
    ['2024-03-30', 2, '2024-04-01'],
  ])('%s + %i days = %s', (from, days, to) => {
    expect(formatCalendarDate(addCalendarDays(parseCalendarDate(from)!, days))).toBe(to);
  });

  it('counts the days between two dates, negative backwards', () => {
    expect(calendarDaysBetween(parseCalendarDate('2024-01-01')!, parseCalendarDate('2024-12-31')!)).toBe(365);
    expect(calendarDaysBetween(parseCalendarDate('2024-03-10')!, parseCalendarDate('2024-03-01')!)).toBe(-9);
  });

  it('adding n days is undone by counting the days between', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -2000, max: 2000 }),
        (instant, days) => {
          const start = calendarDateInUtc(instant);
          expect(calendarDaysBetween(start, addCalendarDays(start, days))).toBe(days);
        },
      ),
    );
  });

  it('formats and parses back every day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const date = calendarDateInUtc(instant);
          expect(parseCalendarDate(formatCalendarDate(date))).toEqual(date);
        },
      ),
    );
  });
});

describe('isoDateInTimeZone', () => {
  it.each([
    ['2024-03-31T23:30:00Z', 'UTC', '2024-03-31'],
    ['2024-03-31T23:30:00Z', 'Europe/Madrid', '2024-04-01'],
    ['2024-01-01T03:00:00Z', 'America/New_York', '2023-12-31'],
    ['2024-01-01T20:00:00Z', 'Asia/Kolkata', '2024-01-02'],
  ])('%s in %s is %s', (instant, timeZone, isoDate) => {
    expect(isoDateInTimeZone(new Date(instant), timeZone)).toBe(isoDate);
  });
});

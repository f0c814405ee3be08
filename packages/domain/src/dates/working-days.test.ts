import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDaysBetween,
  formatCalendarDate,
  parseCalendarDate,
  type CalendarDate,
} from './calendar-date';
import { addWorkingDays, isoWeekdayOf, isWorkingDay } from './working-days';

const date = (text: string): CalendarDate => {
  const parsed = parseCalendarDate(text);
  if (!parsed) throw new Error(`not a date: ${text}`);
  return parsed;
};

describe('isoWeekdayOf', () => {
  it.each([
    ['1970-01-01', 4],
    ['2026-11-23', 1],
    ['2026-11-24', 2],
    ['2026-11-27', 5],
    ['2026-11-28', 6],
    ['2026-11-29', 7],
    ['2024-02-29', 4],
    ['1969-12-31', 3],
    ['2000-01-01', 6],
  ] as const)('%s is ISO weekday %i', (text, weekday) => {
    expect(isoWeekdayOf(date(text))).toBe(weekday);
  });
});

describe('isWorkingDay (Monday to Friday)', () => {
  it.each([
    ['2026-11-23', true],
    ['2026-11-27', true],
    ['2026-11-28', false],
    ['2026-11-29', false],
  ] as const)('%s → %s', (text, expected) => {
    expect(isWorkingDay(date(text))).toBe(expected);
  });
});

describe('addWorkingDays: the 2-working-day answer date (docs/product/quoting.md#custom-and-sales-requests)', () => {
  it.each([
    // Submitted on …      + 2 working days →
    ['2026-11-23', 'Monday', '2026-11-25'],
    ['2026-11-24', 'Tuesday', '2026-11-26'],
    ['2026-11-25', 'Wednesday', '2026-11-27'],
    ['2026-11-26', 'Thursday', '2026-11-30'],
    ['2026-11-27', 'Friday', '2026-12-01'],
    ['2026-11-28', 'Saturday', '2026-12-01'],
    ['2026-11-29', 'Sunday', '2026-12-01'],
    // Across a year end and a leap day.
    ['2026-12-31', 'Thursday', '2027-01-04'],
    ['2024-02-28', 'Wednesday', '2024-03-01'],
  ] as const)('%s (%s) → %s', (submitted, _weekday, answerBy) => {
    expect(formatCalendarDate(addWorkingDays(date(submitted), 2))).toBe(answerBy);
  });

  it('adds nothing for 0 days, and a week for 5', () => {
    expect(formatCalendarDate(addWorkingDays(date('2026-11-28'), 0))).toBe('2026-11-28');
    expect(formatCalendarDate(addWorkingDays(date('2026-11-25'), 5))).toBe('2026-12-02');
  });

  it.each([[-1], [1.5], [Number.NaN]])('refuses %s days', (days) => {
    expect(() => addWorkingDays(date('2026-11-25'), days)).toThrow(RangeError);
  });

  const calendarDate = fc
    .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2090, 11, 31)), noInvalidDate: true })
    .map((instant) => date(instant.toISOString().slice(0, 10)));

  it('lands on a working day with exactly n working days after the start (property)', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 1, max: 30 }), (start, n) => {
        const end = addWorkingDays(start, n);
        expect(isWorkingDay(end)).toBe(true);
        const span = calendarDaysBetween(start, end);
        const workingDaysInSpan = Array.from({ length: span }, (_, index) => addCalendarDays(start, index + 1)).filter(
          isWorkingDay,
        ).length;
        expect(workingDaysInSpan).toBe(n);
        // Never more than the weekends in between (plus a start on a weekend) on top of n.
        expect(span).toBeLessThanOrEqual(n + 2 * Math.ceil(n / 5) + 2);
      }),
    );
  });
});

import {
  addCalendarDays,
  calendarDaysBetween,
  formatCalendarDate,
  isCalendarDateString,
  parseCalendarDate,
} from '../dates/calendar-date';

/**
 * Calendar dates as ISO `yyyy-mm-dd` strings. Searches and rates carry dates without a time
 * or zone, so valid strings compare correctly with `<`. The clock ("today") is always passed
 * in by the caller. Arithmetic is the dates module's; these are string-shaped conveniences.
 */
export type IsoDate = string;

/** True for a real calendar date written `yyyy-mm-dd` (2024-02-29 yes, 2025-02-29 no). */
export const isValidIsoDate = isCalendarDateString;

// The schema is a module of its own: the date rules alone do not bring zod into a bundle (ADR 071).
export { isoDateSchema } from './iso-date-schema';

function calendarDateOf(date: IsoDate) {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`Not an ISO date: ${date}`);
  return parsed;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). Both must be valid. */
export function daysFromTo(from: IsoDate, to: IsoDate): number {
  return calendarDaysBetween(calendarDateOf(from), calendarDateOf(to));
}

/** The date `days` after `date` (before it when negative). */
export function addDaysToIsoDate(date: IsoDate, days: number): IsoDate {
  return formatCalendarDate(addCalendarDays(calendarDateOf(date), days));
}

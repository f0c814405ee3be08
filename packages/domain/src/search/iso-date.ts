import { z } from 'zod';
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

export const isoDateSchema = z.string().refine(isValidIsoDate, { message: 'Expected a calendar date as yyyy-mm-dd' });

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

/**
 * Date-only arithmetic on ISO `yyyy-mm-dd` strings. Calendar days have no time zone: the
 * caller passes "today" as the user sees it, and every computation runs on UTC midnights so
 * that daylight-saving changes can never add or lose a day.
 */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const MILLISECONDS_PER_DAY = 86_400_000;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date from `yyyy-mm-dd` (2023-02-29 and 2024-13-01 are not), else undefined. */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = isoDatePattern.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInCalendarMonth(year, month)) return undefined;
  return { year, month, day };
}

export function isCalendarDateString(text: string): boolean {
  return parseCalendarDate(text) !== undefined;
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isLeapCalendarYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInCalendarMonth(year: number, month: number): number {
  if (month === 2) return isLeapCalendarYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function utcMidnightOf({ year, month, day }: CalendarDate): number {
  return Date.UTC(year, month - 1, day);
}

function calendarDateOfUtc(milliseconds: number): CalendarDate {
  const date = new Date(milliseconds);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((utcMidnightOf(to) - utcMidnightOf(from)) / MILLISECONDS_PER_DAY);
}

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return calendarDateOfUtc(utcMidnightOf(date) + days * MILLISECONDS_PER_DAY);
}

export function lastDayOfCalendarMonth(date: CalendarDate): CalendarDate {
  return { year: date.year, month: date.month, day: daysInCalendarMonth(date.year, date.month) };
}

/** The calendar date of an instant in UTC, for callers that hold a `Date` (e.g. the server's clock). */
export function calendarDateInUtc(instant: Date): CalendarDate {
  return calendarDateOfUtc(instant.getTime());
}

/**
 * The ISO calendar day of an instant in an IANA time zone (e.g. `Europe/Madrid`): what "today"
 * is for a user there. Uses Intl, which is part of the language, not I/O.
 */
export function isoDateInTimeZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return formatCalendarDate({ year: part('year'), month: part('month'), day: part('day') });
}

import { addCalendarDays, type CalendarDate } from './calendar-date';

/**
 * Working days (docs/product/quoting.md#custom-and-sales-requests: "custom air quotes within 2 working days"): Monday
 * to Friday. Public holidays are not counted as days off — the product spec names none and a white-label brand
 * serves many countries (docs/decisions/040-custom-requests.md).
 */

const MILLISECONDS_PER_DAY = 86_400_000;

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf({ year, month, day }: CalendarDate): number {
  const daysSinceEpoch = Math.floor(Date.UTC(year, month - 1, day) / MILLISECONDS_PER_DAY);
  // 1970-01-01 was a Thursday (ISO weekday 4).
  return ((((daysSinceEpoch + 3) % 7) + 7) % 7) + 1;
}

/** Monday to Friday. */
export function isWorkingDay(date: CalendarDate): boolean {
  return isoWeekdayOf(date) <= 5;
}

/**
 * The date `workingDays` working days after `date`: the days after it are counted, weekends
 * skipped, so Monday + 2 is Wednesday, Thursday + 2 is Monday, and a Saturday or Sunday + 2
 * is Tuesday. 0 gives `date` itself. `workingDays` must be a whole number ≥ 0.
 */
export function addWorkingDays(date: CalendarDate, workingDays: number): CalendarDate {
  if (!Number.isInteger(workingDays) || workingDays < 0) throw new RangeError('workingDays must be a whole number ≥ 0');
  let current = date;
  for (let counted = 0; counted < workingDays;) {
    current = addCalendarDays(current, 1);
    if (isWorkingDay(current)) counted += 1;
  }
  return current;
}

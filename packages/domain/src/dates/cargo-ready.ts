import {
  addCalendarDays,
  calendarDaysBetween,
  formatCalendarDate,
  lastDayOfCalendarMonth,
  parseCalendarDate,
} from './calendar-date';

/**
 * Cargo-ready labels (docs/product/quoting.md#cargo-ready-date). The same three keys are the sign-up's
 * "next shipment" answers (docs/product/accounts.md#reference-lists), so one list serves both.
 */
export const cargoReadyLabelKeys = ['readyNow', 'readyIn2Weeks', 'readyAfter2Weeks'] as const;
export type CargoReadyLabelKey = (typeof cargoReadyLabelKeys)[number];

/** Days ahead that still count as "Ready in 2 weeks". */
const READY_IN_TWO_WEEKS_MAX_DAYS = 14;

/**
 * The label for a cargo-ready date: today → readyNow; 1 to 14 days ahead → readyIn2Weeks;
 * later → readyAfter2Weeks; a past or invalid date → undefined (no label).
 * @param cargoReadyDate ISO yyyy-mm-dd
 * @param today ISO yyyy-mm-dd, the user's calendar day
 */
export function cargoReadyLabelKey(cargoReadyDate: string, today: string): CargoReadyLabelKey | undefined {
  const readyDate = parseCalendarDate(cargoReadyDate);
  const todayDate = parseCalendarDate(today);
  if (!readyDate || !todayDate) return undefined;
  const daysAhead = calendarDaysBetween(todayDate, readyDate);
  if (daysAhead < 0) return undefined;
  if (daysAhead === 0) return 'readyNow';
  if (daysAhead <= READY_IN_TWO_WEEKS_MAX_DAYS) return 'readyIn2Weeks';
  return 'readyAfter2Weeks';
}

/** Below this many days left in the month, the helper looks 15 days ahead instead. */
const END_OF_MONTH_MIN_REMAINING_DAYS = 15;

/**
 * The end-of-month helper (docs/product/quoting.md#cargo-ready-date): the last day of today's month, unless
 * fewer than 15 days remain in it (days after today, so the 16th of a 31-day month still has
 * 15 left), in which case today plus 15 days. Returns undefined for an invalid `today`.
 * @param today ISO yyyy-mm-dd
 */
export function endOfMonthOrFifteenDaysAhead(today: string): string | undefined {
  const todayDate = parseCalendarDate(today);
  if (!todayDate) return undefined;
  const monthEnd = lastDayOfCalendarMonth(todayDate);
  const remainingDays = monthEnd.day - todayDate.day;
  if (remainingDays < END_OF_MONTH_MIN_REMAINING_DAYS) {
    return formatCalendarDate(addCalendarDays(todayDate, END_OF_MONTH_MIN_REMAINING_DAYS));
  }
  return formatCalendarDate(monthEnd);
}

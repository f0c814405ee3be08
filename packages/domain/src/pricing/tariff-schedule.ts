import { parseCalendarDate } from '../dates/calendar-date';
import { addDaysToIsoDate, type IsoDate } from '../search/iso-date';

/**
 * Whether a tariff can price a shipment: not expired today (expired tariffs are excluded), and
 * already in force on the day the cargo is ready (`shipDate`). A tariff that expires before the
 * cargo is ready is still offered: the booking rules warn that rates may not apply.
 */
export function isTariffApplicable(
  tariff: { validFrom: IsoDate; validTo: IsoDate },
  today: IsoDate,
  shipDate: IsoDate,
): boolean {
  return tariff.validTo >= today && tariff.validFrom <= shipDate;
}

/** The day pricing and schedules start from: the cargo ready date, never before today. */
export function shipDateOf(cargoReadyDate: IsoDate | null, today: IsoDate): IsoDate {
  return cargoReadyDate !== null && cargoReadyDate > today ? cargoReadyDate : today;
}

/** Day of the week of a calendar date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`Not an ISO date: ${date}`);
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)).getUTCDay();
}

/** The first departure on or after `fromDate` on one of the service's weekdays; null without a schedule. */
export function nextDepartureDate(departureWeekdays: readonly number[], fromDate: IsoDate): IsoDate | null {
  if (departureWeekdays.length === 0) return null;
  const startWeekday = weekdayOf(fromDate);
  const daysUntil = Math.min(...departureWeekdays.map((weekday) => (weekday - startWeekday + 7) % 7));
  return addDaysToIsoDate(fromDate, daysUntil);
}

/** The container-yard cut-off: the last gate-in day, a number of days before departure. */
export function cyCutoffDate(departureDate: IsoDate | null, daysBeforeDeparture: number | null): IsoDate | null {
  if (departureDate === null || daysBeforeDeparture === null) return null;
  return addDaysToIsoDate(departureDate, -daysBeforeDeparture);
}

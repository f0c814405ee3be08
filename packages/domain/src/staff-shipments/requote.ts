import type { BookingChargeLine } from '../bookings/booking-contracts';
import { bookingChargeLinesOf, insuranceChargeCode, totalOfChargeLines } from '../bookings/booking-records';
import type { Rate } from '../rates/rate';
import type { CargoSearch } from '../search/cargo-search';

/**
 * A re-quote (docs/decisions/077-staff-shipments.md): the booking's cargo and route priced today.
 * What it copies and what it keeps are decided here, purely.
 */

/** The cargo-ready date a re-quote prices: the booking's, or today once that day has passed. */
export function requoteCargoReadyDate(bookedReadyDate: string, today: string): string {
  return bookedReadyDate >= today ? bookedReadyDate : today;
}

/**
 * The search of a re-quote: the booking's own (origin, destination, cargo, commodity, additional
 * services, cargo value), with its cargo-ready date moved to today when it has passed.
 */
export function requoteSearchOf(search: CargoSearch, bookedReadyDate: string, today: string): CargoSearch {
  return { ...search, cargoReadyDate: requoteCargoReadyDate(bookedReadyDate, today) };
}

/**
 * The charge lines a picked rate gives the booking: the rate's lines, the additional services the
 * booking had that the rate still offers (the others are named as dropped), and the insurance line
 * kept exactly as frozen (the cargo value and the premium rule have not changed).
 */
export function requoteChargeLines(
  rate: Pick<Rate, 'charges' | 'total'>,
  linesInForce: readonly BookingChargeLine[],
): { lines: BookingChargeLine[]; totalMinor: number; droppedServiceCodes: string[] } {
  const booked = linesInForce.filter((line) => line.group === 'additional').map((line) => line.code);
  const offered = new Set(rate.charges.additional.map((charge) => charge.code));
  const kept = booked.filter((code) => offered.has(code));
  const lines = [
    ...bookingChargeLinesOf(rate, { additionalServiceCodes: kept, insurance: null }),
    ...linesInForce.filter((line) => line.code === insuranceChargeCode),
  ];
  return {
    lines,
    totalMinor: totalOfChargeLines(lines),
    droppedServiceCodes: booked.filter((code) => !offered.has(code)),
  };
}

import { addCalendarDays, formatCalendarDate, parseCalendarDate } from '../dates/calendar-date';
import type { ServiceItemKind } from '../pricing/charge-items';
import type { Rate } from '../rates/rate';
import type { QuoteType, QuoteTypeCode } from '../rates/quote-type';
import type { IsoDate } from '../search/iso-date';
import { routeKindEndsAtDoor, routeKindStartsAtDoor, type RouteKind } from '../search/route-kind';

/** A quote stays bookable at most this long after it was made, even when its rates run longer. */
export const quoteValidityCapDays = 30;

/**
 * The quote's validity date (docs/product/quoting.md#validity): the last day any of its rates can still be booked,
 * and never more than `quoteValidityCapDays` after the quote was made; a quote without rates
 * runs the full cap (its custom-quote request stays open that long).
 */
export function quoteValidUntil(rates: readonly Pick<Rate, 'expirationDate'>[], createdOn: IsoDate): IsoDate {
  const created = parseCalendarDate(createdOn);
  if (created === undefined) throw new RangeError(`not a calendar date: ${createdOn}`);
  const cap = formatCalendarDate(addCalendarDays(created, quoteValidityCapDays));
  const latest = rates.reduce<IsoDate | null>(
    (found, rate) =>
      rate.expirationDate !== null && (found === null || rate.expirationDate > found) ? rate.expirationDate : found,
    null,
  );
  return latest === null || latest > cap ? cap : latest;
}

/**
 * Expired once the validity date has passed: GET answers 410 with the quote flagged (docs/product/quoting.md#validity).
 */
export function isQuoteExpired(validUntil: IsoDate, today: IsoDate): boolean {
  return today > validUntil;
}

/** Quote type (docs/product/quoting.md#quote-types) of a type code: what "My quotes" shows and filters. */
export function quoteTypeOfCode(code: QuoteTypeCode): QuoteType {
  switch (code) {
    case 'IQ':
      return 'instant';
    case 'PIQ':
      return 'partial';
    case 'Manual':
      return 'custom';
    case 'NIQ':
      return 'notInstant';
  }
}

/**
 * The services a quote's route covers (docs/product/quoting.md#rates), as service item kinds:
 * freight always; origin and destination charges; pickup and delivery when the priced route
 * starts or ends at a door. Null route (no rates): the requested route's services.
 */
export function servicesIncludedIn(routeKind: RouteKind): ServiceItemKind[] {
  return [
    ...(routeKindStartsAtDoor(routeKind) ? (['Pickup'] as const) : []),
    'PortOriginCharges',
    'Freight',
    'PortDestinationCharges',
    ...(routeKindEndsAtDoor(routeKind) ? (['Delivery'] as const) : []),
  ];
}

/** My quotes filter "quote type" (docs/product/quoting.md#my-quotes): default shows every type. */
export const myQuotesTypeFilters = ['default', 'instant', 'partial-instant', 'shared', 'custom'] as const;
export type MyQuotesTypeFilter = (typeof myQuotesTypeFilters)[number];

/** The type codes a My-quotes type filter keeps; null = all. Shared quotes are stored as such (not by code). */
export function quoteTypeCodesForFilter(filter: MyQuotesTypeFilter): readonly QuoteTypeCode[] | null {
  switch (filter) {
    case 'default':
    case 'shared':
      return null;
    case 'instant':
      return ['IQ'];
    case 'partial-instant':
      return ['PIQ'];
    case 'custom':
      return ['Manual'];
  }
}

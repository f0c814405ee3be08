import type { IsoDate } from '../search/iso-date';
import { distanceInKilometres, type Rate, type RateDistance } from './rate';

/**
 * Sort orders of the results (docs/product/quoting.md#sorting); RECOMMENDED is the default
 * (docs/product/quoting.md#sorting).
 */
export const rateSortOrders = [
  'RECOMMENDED',
  'LOWEST_PRICE',
  'HIGHEST_PRICE',
  'FASTEST_ROUTE',
  'SLOWEST_ROUTE',
  'EARLIEST_DATE',
  'LATEST_DATE',
  'CLOSEST_TO_ORIGIN',
  'CLOSEST_TO_DESTINATION',
  // Ours, beyond the product spec's nine (docs/decisions/060-co2e-per-rate.md).
  'LOWEST_EMISSIONS',
] as const;
export type RateSortOrder = (typeof rateSortOrders)[number];
export const defaultRateSortOrder: RateSortOrder = 'RECOMMENDED';

export interface RateSortContext {
  /** Today, standing in for a missing departure date (docs/product/quoting.md#sorting); the caller's clock. */
  now: IsoDate;
}

type RateComparator = (a: Rate, b: Rate) => number;

const compareValues = <T extends number | string>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);
const descending =
  (comparator: RateComparator): RateComparator =>
  (a, b) =>
    comparator(b, a);
const inOrder =
  (...comparators: RateComparator[]): RateComparator =>
  (a, b) => {
    for (const comparator of comparators) {
      const order = comparator(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };

const byTotal: RateComparator = (a, b) => compareValues(a.total.sortTotal, b.total.sortTotal);
/** A missing transit time counts as maximal (docs/product/quoting.md#sorting). */
const byTransitTime: RateComparator = (a, b) =>
  compareValues(a.transitTimeDays ?? Number.POSITIVE_INFINITY, b.transitTimeDays ?? Number.POSITIVE_INFINITY);
/** A missing departure date counts as now (docs/product/quoting.md#sorting). */
const byDepartureDate =
  (now: IsoDate): RateComparator =>
  (a, b) =>
    compareValues(a.schedule.departureDate ?? now, b.schedule.departureDate ?? now);
const isNearby = (rate: Rate) => rate.isNearbyOrigin || rate.isNearbyDestination;
const nearbyFirst: RateComparator = (a, b) => Number(!isNearby(a)) - Number(!isNearby(b));
/** A missing distance goes last (docs/product/quoting.md#sorting), also when the order is reversed. */
const byDistance =
  (distanceOf: (rate: Rate) => RateDistance | null): RateComparator =>
  (a, b) => {
    const kilometres = (rate: Rate) => {
      const distance = distanceOf(rate);
      return distance === null ? Number.POSITIVE_INFINITY : distanceInKilometres(distance);
    };
    return compareValues(kilometres(a), kilometres(b));
  };
/** Lowest estimated CO2e first; a rate without an estimate goes last (ADR 060). */
const byEmissions: RateComparator = (a, b) =>
  compareValues(a.emissions?.co2eKg ?? Number.POSITIVE_INFINITY, b.emissions?.co2eKg ?? Number.POSITIVE_INFINITY);
/**
 * The final tie-break, so that every order is total and the input order never shows: the rate
 * uuid, and for two rates that share one (which a quote should never have) their content.
 */
const byIdentity: RateComparator = (a, b) =>
  compareValues(a.uuid, b.uuid) || compareValues(JSON.stringify(a), JSON.stringify(b));

/**
 * The three tiers of the recommended order (the product spec's two classification checks are not
 * shown; see docs/decisions/015-recommended-sort.md): 1 = complete route from the requested
 * ports, 2 = complete route through a nearby port, 3 = partial route.
 */
export function recommendedTierOf(rate: Pick<Rate, 'isPartial' | 'isNearbyOrigin' | 'isNearbyDestination'>): 1 | 2 | 3 {
  if (rate.isPartial) return 3;
  return rate.isNearbyOrigin || rate.isNearbyDestination ? 2 : 1;
}
const byRecommendedTier: RateComparator = (a, b) => recommendedTierOf(a) - recommendedTierOf(b);

/**
 * The comparator of a sort order, with the product spec's tie-breaks (docs/product/quoting.md#sorting) and, where the
 * product spec gives none, price, then transit time, then departure; always ending on the uuid.
 */
export function rateComparatorFor(order: RateSortOrder, { now }: RateSortContext): RateComparator {
  const byDeparture = byDepartureDate(now);
  switch (order) {
    case 'RECOMMENDED':
      return inOrder(byRecommendedTier, byTotal, nearbyFirst, byTransitTime, byDeparture, byIdentity);
    case 'LOWEST_PRICE':
      return inOrder(byTotal, byTransitTime, byDeparture, byIdentity);
    case 'HIGHEST_PRICE':
      return inOrder(descending(byTotal), byTransitTime, byDeparture, byIdentity);
    case 'FASTEST_ROUTE':
      return inOrder(byTransitTime, byTotal, byDeparture, byIdentity);
    case 'SLOWEST_ROUTE':
      return inOrder(descending(byTransitTime), byTotal, byDeparture, byIdentity);
    case 'EARLIEST_DATE':
      return inOrder(byDeparture, byTotal, byTransitTime, byIdentity);
    case 'LATEST_DATE':
      return inOrder(descending(byDeparture), byTotal, byTransitTime, byIdentity);
    case 'CLOSEST_TO_ORIGIN':
      return inOrder(
        byDistance((rate) => rate.originDistance),
        byTotal,
        byTransitTime,
        byIdentity,
      );
    case 'CLOSEST_TO_DESTINATION':
      return inOrder(
        byDistance((rate) => rate.destinationDistance),
        byTotal,
        byTransitTime,
        byIdentity,
      );
    case 'LOWEST_EMISSIONS':
      return inOrder(byEmissions, byTotal, byIdentity);
  }
}

/** The rates in the given order, as a new array; the same output for any order of the input. */
export function sortRates<R extends Rate>(rates: readonly R[], order: RateSortOrder, context: RateSortContext): R[] {
  return [...rates].sort(rateComparatorFor(order, context));
}

import type { IsoDate } from '../search/iso-date';
import type { RouteKind } from '../search/route-kind';
import type { ShipmentType } from '../shipping/shipment-type';
import { stopsOfRate, type Rate } from './rate';
import { defaultRateSortOrder, sortRates, type RateSortContext, type RateSortOrder } from './rate-sort';

/** Included-service flags of the filters (docs/product/quoting.md#filters); by default only Freight is included. */
export const rateIncludedServiceNames = [
  'Pickup',
  'Freight',
  'Delivery',
  'PortOriginCharges',
  'PortDestinationCharges',
] as const;
export type RateIncludedServiceName = (typeof rateIncludedServiceNames)[number];

/**
 * Viewing options; InternalData shows internal-only fields to internal users (docs/product/quoting.md#filters,
 * docs/product/staff.md#what-staff-see).
 */
export const rateViewingOptions = ['InternalData'] as const;
export type RateViewingOption = (typeof rateViewingOptions)[number];

/** The stops filter's choices: direct, one stop, two or more. */
export const rateStopsOptions = ['direct', 'oneStop', 'twoOrMoreStops'] as const;
export type RateStopsOption = (typeof rateStopsOptions)[number];

/**
 * The filters of a quote's results (docs/product/quoting.md#filters). An empty list or a
 * null value means "not filtering". Supplier and carrier filters hold names and codes as the
 * rates carry them.
 */
export interface QuoteSearchFilters {
  sortBy: RateSortOrder;
  /** The route-kind tab; null shows every route kind. */
  routeType: RouteKind | null;
  originPorts: string[];
  destinationPorts: string[];
  originAirports: string[];
  destinationAirports: string[];
  stops: RateStopsOption[];
  /** Carrier codes (SCAC or IATA). */
  carriers: string[];
  /** Freight suppliers. */
  freight: string[];
  pickupSupplier: string[];
  deliverySupplier: string[];
  /** Longest acceptable transit time, in days. */
  transitTime: number | null;
  /** Rates must be valid at least until this date. */
  expirationDate: IsoDate | null;
  /** Range of totals, in minor units of the quote currency (compared with `total.sortTotal`). */
  price: { minMinor: number; maxMinor: number } | null;
  /**
   * Highest acceptable estimated CO2e in kg (docs/decisions/060-co2e-per-rate.md); rates without an
   * estimate do not pass while it is set.
   */
  maxCo2eKg: number | null;
  shipmentMode: ShipmentType[];
  viewingOptions: RateViewingOption[];
  includedServices: Record<RateIncludedServiceName, boolean>;
  /** The number of active filters, recomputed on every change. */
  filtersCount: number;
}

export type QuoteSearchFiltersChange = Partial<Omit<QuoteSearchFilters, 'filtersCount'>>;

export const defaultIncludedServices: Readonly<Record<RateIncludedServiceName, boolean>> = {
  Pickup: false,
  Freight: true,
  Delivery: false,
  PortOriginCharges: false,
  PortDestinationCharges: false,
};

/**
 * The number of active filters (docs/product/quoting.md#filters): route type and sort do not count; each other
 * filter counts once when set, and each included-service flag counts once when it differs from
 * its default (see docs/decisions/018-quote-filters.md).
 */
export function countActiveQuoteSearchFilters(filters: Omit<QuoteSearchFilters, 'filtersCount'>): number {
  const lists = [
    filters.originPorts,
    filters.destinationPorts,
    filters.originAirports,
    filters.destinationAirports,
    filters.stops,
    filters.carriers,
    filters.freight,
    filters.pickupSupplier,
    filters.deliverySupplier,
    filters.shipmentMode,
    filters.viewingOptions,
  ];
  const values = [filters.transitTime, filters.expirationDate, filters.price, filters.maxCo2eKg];
  const changedServices = rateIncludedServiceNames.filter(
    (name) => filters.includedServices[name] !== defaultIncludedServices[name],
  );
  return (
    lists.filter((list) => list.length > 0).length +
    values.filter((value) => value !== null).length +
    changedServices.length
  );
}

/**
 * The filters after a change, with the count recomputed (docs/product/quoting.md#filters).
 */
export function updateQuoteSearchFilters(
  filters: QuoteSearchFilters,
  change: QuoteSearchFiltersChange,
): QuoteSearchFilters {
  const next = { ...filters, ...change };
  return { ...next, filtersCount: countActiveQuoteSearchFilters(next) };
}

/**
 * The default filters, which reset returns to (docs/product/quoting.md#filters): sort RECOMMENDED, nothing
 * filtered, only Freight included; internal users also get the InternalData viewing option,
 * so their count starts at 1.
 */
export function defaultQuoteSearchFilters({ isInternalUser }: { isInternalUser: boolean }): QuoteSearchFilters {
  const filters: Omit<QuoteSearchFilters, 'filtersCount'> = {
    sortBy: defaultRateSortOrder,
    routeType: null,
    originPorts: [],
    destinationPorts: [],
    originAirports: [],
    destinationAirports: [],
    stops: [],
    carriers: [],
    freight: [],
    pickupSupplier: [],
    deliverySupplier: [],
    transitTime: null,
    expirationDate: null,
    price: null,
    maxCo2eKg: null,
    shipmentMode: [],
    viewingOptions: isInternalUser ? ['InternalData'] : [],
    includedServices: { ...defaultIncludedServices },
  };
  return { ...filters, filtersCount: countActiveQuoteSearchFilters(filters) };
}

/** Reset returns to the defaults (docs/product/quoting.md#filters). */
export const resetQuoteSearchFilters = defaultQuoteSearchFilters;

const includesService: Record<RateIncludedServiceName, (rate: Rate) => boolean> = {
  Pickup: (rate) => rate.includes.pickup,
  Freight: (rate) => rate.includes.freight,
  Delivery: (rate) => rate.includes.delivery,
  PortOriginCharges: (rate) => rate.includes.originCharges,
  PortDestinationCharges: (rate) => rate.includes.destinationCharges,
};

function stopsOptionOf(rate: Rate): RateStopsOption {
  const stops = stopsOfRate(rate);
  return stops === 0 ? 'direct' : stops === 1 ? 'oneStop' : 'twoOrMoreStops';
}

/** An empty list lets everything through; otherwise the value must be listed. */
const allows = <T>(list: readonly T[], value: T | null): boolean =>
  list.length === 0 || (value !== null && list.includes(value));

/**
 * Whether a rate passes the filters. Port lists apply to sea and road rates and airport lists to
 * air rates (both read the schedule's origin and destination); a transit-time limit excludes
 * rates without a transit time; a validity date keeps rates without an expiration date.
 */
export function rateMatchesQuoteSearchFilters(rate: Rate, filters: QuoteSearchFilters): boolean {
  const isAir = rate.shipmentType === 'AIR';
  const { originPort, destinationPort } = rate.schedule;
  const checks = [
    filters.routeType === null || rate.routeKind === filters.routeType,
    isAir ? allows(filters.originAirports, originPort) : allows(filters.originPorts, originPort),
    isAir ? allows(filters.destinationAirports, destinationPort) : allows(filters.destinationPorts, destinationPort),
    allows(filters.stops, stopsOptionOf(rate)),
    allows(filters.carriers, rate.carrierCode),
    allows(filters.freight, rate.suppliersInformation.freight),
    allows(filters.pickupSupplier, rate.suppliersInformation.pickup),
    allows(filters.deliverySupplier, rate.suppliersInformation.delivery),
    filters.transitTime === null || (rate.transitTimeDays !== null && rate.transitTimeDays <= filters.transitTime),
    filters.expirationDate === null || rate.expirationDate === null || rate.expirationDate >= filters.expirationDate,
    filters.price === null ||
      (rate.total.sortTotal >= filters.price.minMinor && rate.total.sortTotal <= filters.price.maxMinor),
    filters.maxCo2eKg === null || (rate.emissions !== null && rate.emissions.co2eKg <= filters.maxCo2eKg),
    allows(filters.shipmentMode, rate.shipmentType),
    rateIncludedServiceNames.every((name) => !filters.includedServices[name] || includesService[name](rate)),
  ];
  return checks.every(Boolean);
}

/** The rates passing the filters, in the filters' sort order. */
export function applyQuoteSearchFilters<R extends Rate>(
  rates: readonly R[],
  filters: QuoteSearchFilters,
  context: RateSortContext,
): R[] {
  return sortRates(
    rates.filter((rate) => rateMatchesQuoteSearchFilters(rate, filters)),
    filters.sortBy,
    context,
  );
}

import type { ShipmentType } from '../shipping/shipment-type';
import type { Rate } from './rate';
import { rateStopsOptions, type RateStopsOption } from './rate-filters';
import { stopsOfRate } from './rate';

/**
 * The choices each filter offers for a quote's rates (docs/product/quoting.md#filters): the distinct values the
 * rates carry, sorted, so a filter never offers a value that would empty the list by itself; the price range
 * and longest transit time of the rates (null without rates or without transit times), and their highest CO2e.
 */
export interface RateFilterOptions {
  originPorts: string[];
  destinationPorts: string[];
  originAirports: string[];
  destinationAirports: string[];
  stops: RateStopsOption[];
  carriers: string[];
  /** A carrier code's display name (its rates' freight supplier), for the carrier filter's labels. */
  carrierNames: Record<string, string>;
  freight: string[];
  pickupSupplier: string[];
  deliverySupplier: string[];
  shipmentMode: ShipmentType[];
  price: { minMinor: number; maxMinor: number } | null;
  maxTransitTimeDays: number | null;
  /** The highest CO2e estimate of the rates, whole kilograms rounded up (null when no rate has one). */
  maxCo2eKg: number | null;
}

const distinct = <T extends string>(values: readonly (T | null)[]): T[] =>
  [...new Set(values.filter((value): value is T => value !== null && value !== ''))].sort();

const stopsOption = (rate: Rate): RateStopsOption => {
  const stops = stopsOfRate(rate);
  return stops === 0 ? 'direct' : stops === 1 ? 'oneStop' : 'twoOrMoreStops';
};

export function rateFilterOptionsOf(rates: readonly Rate[]): RateFilterOptions {
  const air = rates.filter((rate) => rate.shipmentType === 'AIR');
  const surface = rates.filter((rate) => rate.shipmentType !== 'AIR');
  const totals = rates.map((rate) => rate.total.sortTotal);
  const transitTimes = rates.flatMap((rate) => (rate.transitTimeDays === null ? [] : [rate.transitTimeDays]));
  const stops = new Set(rates.map(stopsOption));
  const co2eKgs = rates.flatMap((rate) => (rate.emissions === null ? [] : [rate.emissions.co2eKg]));
  return {
    originPorts: distinct(surface.map((rate) => rate.schedule.originPort)),
    destinationPorts: distinct(surface.map((rate) => rate.schedule.destinationPort)),
    originAirports: distinct(air.map((rate) => rate.schedule.originPort)),
    destinationAirports: distinct(air.map((rate) => rate.schedule.destinationPort)),
    stops: rateStopsOptions.filter((option) => stops.has(option)),
    carriers: distinct(rates.map((rate) => rate.carrierCode)),
    carrierNames: Object.fromEntries(
      rates.flatMap((rate) =>
        rate.carrierCode && rate.suppliersInformation.freight
          ? [[rate.carrierCode, rate.suppliersInformation.freight] as const]
          : [],
      ),
    ),
    freight: distinct(rates.map((rate) => rate.suppliersInformation.freight)),
    pickupSupplier: distinct(rates.map((rate) => rate.suppliersInformation.pickup)),
    deliverySupplier: distinct(rates.map((rate) => rate.suppliersInformation.delivery)),
    shipmentMode: distinct(rates.map((rate) => rate.shipmentType)),
    price: totals.length === 0 ? null : { minMinor: Math.min(...totals), maxMinor: Math.max(...totals) },
    maxTransitTimeDays: transitTimes.length === 0 ? null : Math.max(...transitTimes),
    maxCo2eKg: co2eKgs.length === 0 ? null : Math.ceil(Math.max(...co2eKgs)),
  };
}

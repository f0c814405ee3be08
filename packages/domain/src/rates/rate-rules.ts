import type { Rate, RateDistance } from './rate';

// A rate's rules and lists without its schema (rate.ts): code that uses only these (the results page's sorts and
// filters) is bundled without zod (docs/decisions/071-quote-journey-speed.md). rate.ts re-exports them all.

/** Rate types (docs/product/quoting.md#rates). Private and Mixed count as private. */
export const rateTypes = ['Private', 'Public', 'Mixed'] as const;
export type RateType = (typeof rateTypes)[number];

export function isPrivateRateType(rateType: RateType): boolean {
  return rateType === 'Private' || rateType === 'Mixed';
}

/**
 * Tags a rate card shows (docs/product/quoting.md#rate-tags), in display order: the five headline tags,
 * then included services, then prerequisites. See rate-tags for when each applies.
 */
export const rateTags = [
  'CHEAPEST',
  'FASTEST',
  'PROMOTED',
  'SPOT',
  'EXPRESS',
  'PICKUP_INCLUDED',
  'ORIGIN_INCLUDED',
  'DESTINATION_INCLUDED',
  'DELIVERY_INCLUDED',
  'ORIGIN_PREREQUISITE',
  'DESTINATION_PREREQUISITE',
  'PICKUP_PREREQUISITE',
  'DELIVERY_PREREQUISITE',
  'FREIGHT_PREREQUISITE',
] as const;
export type RateTag = (typeof rateTags)[number];

/** Charge groups of a rate's breakdown (docs/product/quoting.md#charge-groups), in display order. */
export const rateChargeGroups = [
  'pickup',
  'portOrigin',
  'freight',
  'portDestination',
  'delivery',
  'additional',
  'taxes',
  'others',
] as const;
export type RateChargeGroup = (typeof rateChargeGroups)[number];

export const rateDistanceUnits = ['km', 'mi'] as const;
export type RateDistanceUnit = (typeof rateDistanceUnits)[number];

/**
 * What a customer receives: without the internal-only fields. Vessel, voyage and the drayage
 * (pickup and delivery) providers are shown to internal users only as well (docs/product/staff.md#what-staff-see).
 */
export function customerViewOfRate(rate: Rate): Rate {
  return {
    ...rate,
    internal: null,
    vessel: null,
    voyage: null,
    suppliersInformation: { ...rate.suppliersInformation, pickup: null, delivery: null },
  };
}

/** Number of stops on the main leg: 0 for a direct sailing or flight. */
export function stopsOfRate(rate: Pick<Rate, 'direct' | 'transhipments'>): number {
  return rate.direct ? 0 : rate.transhipments.length;
}

const kilometresPerMile = 1.609344;

/** A distance in kilometres, for comparing distances given in different units. */
export function distanceInKilometres(distance: RateDistance): number {
  return distance.unit === 'km' ? distance.amount : distance.amount * kilometresPerMile;
}

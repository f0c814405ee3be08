import type { AdditionalServiceCode } from '../pricing/tariff-types';
import { routeKindEndsAtDoor, routeKindStartsAtDoor, type RouteKind } from '../search/route-kind';
import type { Rate } from './rate';

/**
 * What a rate's total does NOT pay for, in the order a shipment meets it (docs/decisions/056-combined-quotes.md
 * records the results screen's choices; the list itself is docs/product/quoting.md#rates read plainly):
 * - a service the requested route needs that the total leaves out (pickup and delivery at a door end, the
 *   terminal charges at both ends except on door-to-door road freight, the freight itself);
 * - an additional service the search asked for that no tariff prices (sales quote it);
 * - customs duties and import taxes, which no rate ever includes;
 * - for containers, demurrage and detention beyond the free days; for other terminal cargo, storage
 *   beyond the terminal's free time;
 * - cargo insurance, unless the rate prices it.
 */
export type RateExclusion =
  | { kind: 'pickup' | 'originCharges' | 'freight' | 'destinationCharges' | 'delivery' }
  | { kind: 'unpricedService'; service: AdditionalServiceCode }
  | { kind: 'dutiesAndTaxes' }
  | { kind: 'demurrageAndDetention'; freeDaysOrigin: number | null; freeDaysDestination: number | null }
  | { kind: 'storage' }
  | { kind: 'insurance' };

export interface RateExclusionsContext {
  requestedRouteKind: RouteKind;
  /** Additional services the search asked for that no tariff priced (the quote's `unpricedServices`). */
  unpricedServices: readonly AdditionalServiceCode[];
}

type Rated = Pick<Rate, 'shipmentType' | 'includes' | 'freeDaysOrigin' | 'freeDaysDestination' | 'charges'>;

/** The plain list of what the rate's total does not include (see `RateExclusion`). */
export function rateExclusionsOf(rate: Rated, context: RateExclusionsContext): RateExclusion[] {
  const hasTerminals = rate.shipmentType !== 'LTL';
  const exclusions: RateExclusion[] = [];
  if (routeKindStartsAtDoor(context.requestedRouteKind) && !rate.includes.pickup) exclusions.push({ kind: 'pickup' });
  if (hasTerminals && !rate.includes.originCharges) exclusions.push({ kind: 'originCharges' });
  if (!rate.includes.freight) exclusions.push({ kind: 'freight' });
  if (hasTerminals && !rate.includes.destinationCharges) exclusions.push({ kind: 'destinationCharges' });
  if (routeKindEndsAtDoor(context.requestedRouteKind) && !rate.includes.delivery) {
    exclusions.push({ kind: 'delivery' });
  }
  for (const service of context.unpricedServices) exclusions.push({ kind: 'unpricedService', service });
  exclusions.push({ kind: 'dutiesAndTaxes' });
  if (rate.shipmentType === 'FCL') {
    exclusions.push({
      kind: 'demurrageAndDetention',
      freeDaysOrigin: rate.freeDaysOrigin,
      freeDaysDestination: rate.freeDaysDestination,
    });
  } else if (hasTerminals) {
    exclusions.push({ kind: 'storage' });
  }
  const pricesInsurance = rate.charges.additional.some((charge) => charge.code === 'insurance');
  if (!pricesInsurance && !context.unpricedServices.includes('insurance')) exclusions.push({ kind: 'insurance' });
  return exclusions;
}

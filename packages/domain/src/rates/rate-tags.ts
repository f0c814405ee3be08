import { routeKindEndsAtDoor, routeKindStartsAtDoor, type RouteKind } from '../search/route-kind';
import { rateTags, type Rate, type RateTag } from './rate';
import { sortRates, type RateSortContext } from './rate-sort';

/**
 * The rate with the lowest total gets CHEAPEST (docs/product/quoting.md#rate-tags). Ties go to the rate first in the
 * LOWEST_PRICE order (shorter transit, earlier departure, then uuid), so exactly one rate wins.
 */
export function cheapestRateOf<R extends Rate>(rates: readonly R[], context: RateSortContext): R | undefined {
  return sortRates(rates, 'LOWEST_PRICE', context)[0];
}

/**
 * The rate with the lowest transit time gets FASTEST, only if some rate has a transit time
 * (docs/product/quoting.md#rate-tags). Ties go to the rate first in the FASTEST_ROUTE order (lower total first).
 */
export function fastestRateOf<R extends Rate>(rates: readonly R[], context: RateSortContext): R | undefined {
  const withTransitTime = rates.filter((rate) => rate.transitTimeDays !== null);
  return sortRates(withTransitTime, 'FASTEST_ROUTE', context)[0];
}

export interface RateTaggingContext extends RateSortContext {
  /** The route kind the search asked for; it decides which services are prerequisites. */
  requestedRouteKind: RouteKind;
}

type RateService = 'pickup' | 'originCharges' | 'freight' | 'destinationCharges' | 'delivery';

/**
 * Services the requested route needs: freight always; pickup from a door origin and delivery
 * to a door destination; origin and destination terminal charges on every mode with terminals
 * (not on LTL road freight, which runs door to door).
 */
function servicesNeeded(rate: Rate, requestedRouteKind: RouteKind): Record<RateService, boolean> {
  const hasTerminals = rate.shipmentType !== 'LTL';
  return {
    pickup: routeKindStartsAtDoor(requestedRouteKind),
    originCharges: hasTerminals,
    freight: true,
    destinationCharges: hasTerminals,
    delivery: routeKindEndsAtDoor(requestedRouteKind),
  };
}

const includedTagOf: Partial<Record<RateService, RateTag>> = {
  pickup: 'PICKUP_INCLUDED',
  originCharges: 'ORIGIN_INCLUDED',
  destinationCharges: 'DESTINATION_INCLUDED',
  delivery: 'DELIVERY_INCLUDED',
};
const prerequisiteTagOf: Record<RateService, RateTag> = {
  pickup: 'PICKUP_PREREQUISITE',
  originCharges: 'ORIGIN_PREREQUISITE',
  freight: 'FREIGHT_PREREQUISITE',
  destinationCharges: 'DESTINATION_PREREQUISITE',
  delivery: 'DELIVERY_PREREQUISITE',
};

/**
 * The tags of one rate (see docs/decisions/016-rate-tags.md): CHEAPEST and FASTEST as decided
 * over the whole list; PROMOTED, SPOT and EXPRESS from the rate's flags; "… Included" for each
 * of pickup, origin charges, destination charges and delivery the total includes; "…
 * Prerequisite" for each service the requested route needs that the total does not include
 * (the customer must arrange or pay it separately). In the display order of `rateTags`.
 */
export function rateTagsOf(
  rate: Rate,
  {
    isCheapest,
    isFastest,
    requestedRouteKind,
  }: { isCheapest: boolean; isFastest: boolean; requestedRouteKind: RouteKind },
): RateTag[] {
  const tags = new Set<RateTag>();
  if (isCheapest) tags.add('CHEAPEST');
  if (isFastest) tags.add('FASTEST');
  if (rate.flags.promoted) tags.add('PROMOTED');
  if (rate.flags.spot) tags.add('SPOT');
  if (rate.flags.express) tags.add('EXPRESS');
  const needed = servicesNeeded(rate, requestedRouteKind);
  for (const service of Object.keys(prerequisiteTagOf) as RateService[]) {
    const includedTag = includedTagOf[service];
    if (rate.includes[service] && includedTag) tags.add(includedTag);
    if (needed[service] && !rate.includes[service]) tags.add(prerequisiteTagOf[service]);
  }
  return rateTags.filter((tag) => tags.has(tag));
}

/**
 * The rates with their tags: `publicTags` and the cheapest/fastest flags set, in input order.
 * Tags are decided over the list passed in, so pass the rates the customer compares.
 */
export function tagRates<R extends Rate>(rates: readonly R[], context: RateTaggingContext): R[] {
  const cheapest = cheapestRateOf(rates, context);
  const fastest = fastestRateOf(rates, context);
  return rates.map((rate) => {
    const isCheapest = rate === cheapest;
    const isFastest = rate === fastest;
    return {
      ...rate,
      publicTags: rateTagsOf(rate, { isCheapest, isFastest, requestedRouteKind: context.requestedRouteKind }),
      flags: { ...rate.flags, cheapest: isCheapest, fastest: isFastest },
    };
  });
}

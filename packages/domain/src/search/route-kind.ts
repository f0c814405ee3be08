import type { LocationType } from '../shipping/shipment-type';
import { isDoorLocationType } from './search-location';

/** Route kinds: port or door at each end (docs/product/quoting.md#quote-types). */
export const routeKinds = ['P2P', 'P2D', 'D2P', 'D2D'] as const;
export type RouteKind = (typeof routeKinds)[number];

/** The route kind of a search: a postal code is a door (D), a port or an airport a port (P). */
export function routeKindOf(originType: LocationType, destinationType: LocationType): RouteKind {
  const originEnd = isDoorLocationType(originType) ? 'D' : 'P';
  const destinationEnd = isDoorLocationType(destinationType) ? 'D' : 'P';
  return `${originEnd}2${destinationEnd}`;
}

/** True when the route starts at a door, i.e. the price needs a pickup. */
export function routeKindStartsAtDoor(routeKind: RouteKind): boolean {
  return routeKind.startsWith('D');
}

/** True when the route ends at a door, i.e. the price needs a delivery. */
export function routeKindEndsAtDoor(routeKind: RouteKind): boolean {
  return routeKind.endsWith('D');
}

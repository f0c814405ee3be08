import type { Rate } from '../rates/rate';
import { routeKindEndsAtDoor, routeKindStartsAtDoor } from '../search/route-kind';
import type { SearchLocation } from '../search/search-location';
import type { QuotePlace } from './quote-contracts';

/** What a point on the route map stands for (docs/decisions/061-route-map.md). */
export const routeMapPointRoles = ['origin', 'transhipment', 'destination', 'nearbySuggestion'] as const;
export type RouteMapPointRole = (typeof routeMapPointRoles)[number];

export interface RouteMapPoint {
  code: string;
  role: RouteMapPointRole;
  /** The place's name, to label the point. */
  label: string;
  countryIsoCode: string;
  lat: number;
  lon: number;
  /** A nearby suggestion: which end it stands in for, and the cheapest rate through it. */
  suggestion?: { side: 'origin' | 'destination'; rateUuid: string };
}

export interface RouteMapQuote {
  origin: SearchLocation;
  destination: SearchLocation;
  rates: readonly Rate[];
  places: Readonly<Record<string, QuotePlace>>;
}

const pointAt = (
  places: RouteMapQuote['places'],
  code: string | null,
  role: RouteMapPointRole,
): RouteMapPoint | null => {
  const place = code === null ? undefined : places[code];
  if (code === null || place === undefined) return null;
  return { code, role, label: place.name, countryIsoCode: place.countryIsoCode, lat: place.lat, lon: place.lon };
};

const requestedCode = (end: SearchLocation) => (end.type === 'AIRPORT' ? (end.iataCode ?? end.code) : end.code);

/**
 * The points of a quote's route map (docs/decisions/061-route-map.md), route first, in order:
 * - with a chosen rate: the door it picks up from (when it prices pickup), its origin port or
 *   airport, its transhipments, its destination port or airport, the door it delivers to;
 * - without one: the quote's origin and destination;
 * then the nearby suggestions: each port or airport that a rate uses in place of a requested one
 * and that is not on the route, with the cheapest rate through it (ties: the lower uuid).
 * Places the quote's `places` lacks are left out; a route point that repeats the one before it
 * (a door at its own port) is kept once.
 */
export function routeMapPointsOf(quote: RouteMapQuote, selectedRate: Rate | null): RouteMapPoint[] {
  const { places } = quote;
  const route: (RouteMapPoint | null)[] = [];
  if (selectedRate === null) {
    route.push(pointAt(places, requestedCode(quote.origin), 'origin'));
    route.push(pointAt(places, requestedCode(quote.destination), 'destination'));
  } else {
    const { schedule, routeKind } = selectedRate;
    const fromDoor = routeKindStartsAtDoor(routeKind) && quote.origin.type === 'POSTAL_CODE';
    const toDoor = routeKindEndsAtDoor(routeKind) && quote.destination.type === 'POSTAL_CODE';
    if (fromDoor) route.push(pointAt(places, quote.origin.code, 'origin'));
    route.push(pointAt(places, schedule.originPort, fromDoor ? 'transhipment' : 'origin'));
    for (const code of selectedRate.transhipments) route.push(pointAt(places, code, 'transhipment'));
    route.push(pointAt(places, schedule.destinationPort, toDoor ? 'transhipment' : 'destination'));
    if (toDoor) route.push(pointAt(places, quote.destination.code, 'destination'));
  }
  const routePoints: RouteMapPoint[] = [];
  for (const point of route) {
    if (point !== null && routePoints.at(-1)?.code !== point.code) routePoints.push(point);
  }
  const onRoute = new Set(routePoints.map((point) => point.code));
  const cheapest = new Map<string, { side: 'origin' | 'destination'; rate: Rate }>();
  const consider = (code: string | null, side: 'origin' | 'destination', rate: Rate) => {
    if (code === null || onRoute.has(code)) return;
    const current = cheapest.get(code);
    const isCheaper =
      current === undefined ||
      rate.total.sortTotal < current.rate.total.sortTotal ||
      (rate.total.sortTotal === current.rate.total.sortTotal && rate.uuid < current.rate.uuid);
    if (isCheaper) cheapest.set(code, { side, rate });
  };
  for (const rate of quote.rates) {
    if (rate.isNearbyOrigin) consider(rate.schedule.originPort, 'origin', rate);
    if (rate.isNearbyDestination) consider(rate.schedule.destinationPort, 'destination', rate);
  }
  const suggestions: RouteMapPoint[] = [];
  for (const [code, { side, rate }] of [...cheapest].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const point = pointAt(places, code, 'nearbySuggestion');
    if (point !== null) suggestions.push({ ...point, suggestion: { side, rateUuid: rate.uuid } });
  }
  return [...routePoints, ...suggestions];
}

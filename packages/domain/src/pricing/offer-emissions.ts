import { cargoTotals } from '../cargo/cargo-totals';
import { teuOfContainers } from '../emissions/container-teu';
import { seaTradeLaneBetween } from '../emissions/emission-factors';
import { estimateRateEmissions, type MainLegActivity, type RateEmissions } from '../emissions/rate-emissions';
import type { CargoSearch } from '../search/cargo-search';
import { routeKindEndsAtDoor, routeKindStartsAtDoor, type RouteKind } from '../search/route-kind';
import type { MainLegOffer } from './main-leg-offer';

/**
 * Distances the engine cannot know by itself, looked up by the caller in its reference data
 * (the server: the sea-distance matrix and the airports' positions).
 */
export interface LegDistances {
  /** Sailing distance (km) between two ports (UN/LOCODE); null when unknown. */
  seaKm(fromLocode: string, toLocode: string): number | null;
  /** Great-circle distance (km) between two airports (IATA); null when unknown. */
  airGreatCircleKm(fromIata: string, toIata: string): number | null;
}

export interface OfferEmissionsContext {
  search: CargoSearch;
  distances: LegDistances;
  /** Road distance door to door (LTL and parcel), as the tariffs priced it. */
  roadDistanceKm: number | null;
}

/** Consecutive pairs of a route: A, B, C → [A, B], [B, C]. */
const hopsOf = (codes: readonly string[]) => codes.slice(1).map((code, index) => [codes[index]!, code] as const);

/** The sum of each hop's distance, or null as soon as one is unknown. */
function sumOfHops(codes: readonly string[], distanceOf: (from: string, to: string) => number | null): number | null {
  let total = 0;
  for (const [from, to] of hopsOf(codes)) {
    const km = distanceOf(from, to);
    if (km === null) return null;
    total += km;
  }
  return total;
}

function mainLegActivity(offer: MainLegOffer, context: OfferEmissionsContext): MainLegActivity | null {
  const { distances } = context;
  if (offer.chargeMode === 'LTL' || offer.chargeMode === 'PARCEL')
    return context.roadDistanceKm === null ? null : { mode: 'road', distanceKm: context.roadDistanceKm };
  if (offer.origin === null || offer.destination === null) return null;
  const route = [offer.origin.terminal.code, ...offer.transhipments, offer.destination.terminal.code];
  if (offer.chargeMode === 'AIR') {
    const flights = hopsOf(route).map(([from, to]) => distances.airGreatCircleKm(from, to));
    return flights.every((km): km is number => km !== null) ? { mode: 'air', flightGreatCircleKms: flights } : null;
  }
  const distanceKm = sumOfHops(route, (from, to) => distances.seaKm(from, to));
  if (distanceKm === null) return null;
  // A UN/LOCODE starts with its country's ISO code.
  const tradeLane = seaTradeLaneBetween(route[0]!.slice(0, 2), route.at(-1)!.slice(0, 2));
  return { mode: 'sea', distanceKm, tradeLane };
}

/**
 * The CO2e estimate of an offer priced as `routeKind` (docs/decisions/060-co2e-per-rate.md): the main
 * leg sailed, flown or driven, and the pickup and delivery trucking the rate prices. FCL counts
 * TEU; loose cargo its actual weight (not the chargeable one). Null when a distance or the cargo's
 * size is unknown.
 */
export function offerEmissions(
  offer: MainLegOffer,
  routeKind: RouteKind,
  context: OfferEmissionsContext,
): RateEmissions | null {
  const main = mainLegActivity(offer, context);
  if (main === null) return null;
  let cargo: { teu: number; tonnes: null } | { teu: null; tonnes: number };
  if (offer.shipmentType === 'FCL') {
    const teu = teuOfContainers(offer.measures.containers);
    if (teu <= 0) return null;
    cargo = { teu, tonnes: null };
  } else {
    const { search } = context;
    const actualKg = search.cargo === null ? null : cargoTotals(search.cargo, search.shipmentType).totalWeightKg;
    const kilograms = actualKg ?? offer.measures.chargeableWeightKg;
    if (!(kilograms > 0)) return null;
    cargo = { teu: null, tonnes: kilograms / 1000 };
  }
  const withPickup = routeKindStartsAtDoor(routeKind) && !offer.includesDoorLegs && offer.origin !== null;
  const withDelivery = routeKindEndsAtDoor(routeKind) && !offer.includesDoorLegs && offer.destination !== null;
  return estimateRateEmissions({
    cargo,
    main,
    pickupKm: withPickup ? offer.origin!.terminal.distanceKm : null,
    deliveryKm: withDelivery ? offer.destination!.terminal.distanceKm : null,
  });
}

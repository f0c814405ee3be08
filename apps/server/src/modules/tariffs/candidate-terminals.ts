import type { CandidateTerminal } from '@freightdesk/domain';
import { loadAirports } from '../../../reference-data/src/airports';
import { greatCircleDistanceKm, type LatLon } from '../../../reference-data/src/geo';
import { loadSeaports } from '../../../reference-data/src/seaports';
import { findZip } from '../../../reference-data/src/us-zip-codes';

/** One end of a search as the tariffs see it. */
export interface TariffSearchEnd {
  type: 'PORT' | 'AIRPORT' | 'POSTAL_CODE';
  /** UN/LOCODE, IATA code or US ZIP code. */
  code: string;
}

/**
 * Roads are longer than the great circle: road km ≈ 1.25 × great-circle km (a usual circuity
 * factor for US and European road networks). Used for pickup/delivery legs and LTL distances.
 */
export const roadCircuityFactor = 1.25;
/** Ports and airports this close to the requested place (great circle) are offered as nearby. */
export const defaultNearbyRadiusKm = 250;

export interface TerminalsNearby {
  ports: CandidateTerminal[];
  airports: CandidateTerminal[];
  /** Where the end is, when the reference data knows it. */
  coordinates: LatLon | undefined;
  countryIsoCode: string | undefined;
}

function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

function within<T extends { coordinates: LatLon }>(
  places: readonly T[],
  centre: LatLon,
  radiusKm: number,
  codeOf: (place: T) => string,
  factor: number,
) {
  const found: CandidateTerminal[] = [];
  for (const place of places) {
    // 1° of latitude ≈ 111 km: skip the great circle for places clearly too far north or south.
    if (Math.abs(place.coordinates[0] - centre[0]) * 111 > radiusKm) continue;
    const km = greatCircleDistanceKm(centre, place.coordinates);
    if (km <= radiusKm) found.push({ code: codeOf(place), distanceKm: roundKm(km * factor) });
  }
  return found.sort((a, b) => a.distanceKm - b.distanceKm || (a.code < b.code ? -1 : 1));
}

/**
 * The terminals that can serve one end: for a port, itself (0 km) and the curated ports within
 * the radius; for an airport, itself and the airports within it; for a US ZIP code (a door),
 * the ports and airports within it, at road distance (the pickup or delivery leg).
 */
/** Searches repeat the same places: their terminals are worked out once (bounded, oldest dropped first). */
const terminalsNearCache = new Map<string, TerminalsNearby>();
const terminalsNearCacheSize = 20_000;

export function terminalsNear(end: TariffSearchEnd, radiusKm = defaultNearbyRadiusKm): TerminalsNearby {
  const key = `${end.type}|${end.code.trim().toUpperCase()}|${radiusKm}`;
  const cached = terminalsNearCache.get(key);
  if (cached) return cached;
  const found = findTerminalsNear(end, radiusKm);
  if (terminalsNearCache.size >= terminalsNearCacheSize)
    terminalsNearCache.delete(terminalsNearCache.keys().next().value!);
  terminalsNearCache.set(key, found);
  return found;
}

function findTerminalsNear(end: TariffSearchEnd, radiusKm: number): TerminalsNearby {
  const code = end.code.trim().toUpperCase();
  if (end.type === 'PORT') {
    const port = loadSeaports().find((candidate) => candidate.locode === code);
    if (!port)
      return {
        ports: [{ code, distanceKm: 0 }],
        airports: [],
        coordinates: undefined,
        countryIsoCode: code.slice(0, 2),
      };
    return {
      ports: within(loadSeaports(), port.coordinates, radiusKm, (p) => p.locode, 1),
      airports: [],
      coordinates: port.coordinates,
      countryIsoCode: port.countryIsoCode,
    };
  }
  if (end.type === 'AIRPORT') {
    const airport = loadAirports().find((candidate) => candidate.iata === code);
    if (!airport)
      return { ports: [], airports: [{ code, distanceKm: 0 }], coordinates: undefined, countryIsoCode: undefined };
    return {
      ports: [],
      airports: within(loadAirports(), airport.coordinates, radiusKm, (a) => a.iata, 1),
      coordinates: airport.coordinates,
      countryIsoCode: airport.countryIsoCode,
    };
  }
  const zip = findZip(code);
  if (!zip) return { ports: [], airports: [], coordinates: undefined, countryIsoCode: 'US' };
  return {
    ports: within(loadSeaports(), zip.coordinates, radiusKm, (p) => p.locode, roadCircuityFactor),
    airports: within(loadAirports(), zip.coordinates, radiusKm, (a) => a.iata, roadCircuityFactor),
    coordinates: zip.coordinates,
    countryIsoCode: 'US',
  };
}

/** Road km between two doors (US ZIP codes); null when either is unknown. */
export function roadDistanceKmBetween(origin: TerminalsNearby, destination: TerminalsNearby): number | null {
  if (!origin.coordinates || !destination.coordinates) return null;
  return roundKm(greatCircleDistanceKm(origin.coordinates, destination.coordinates) * roadCircuityFactor);
}

/** US parcel zones by road distance, as the demo parcel tariff is zoned (zone 2 local … zone 8 coast to coast). */
export const usParcelZoneUpperBoundsKm: readonly (readonly [zone: string, upToKm: number])[] = [
  ['2', 240],
  ['3', 480],
  ['4', 970],
  ['5', 1_450],
  ['6', 2_250],
  ['7', 2_900],
  ['8', Infinity],
];

export function usParcelZone(roadDistanceKm: number): string {
  return usParcelZoneUpperBoundsKm.find(([, upToKm]) => roadDistanceKm < upToKm)![0];
}

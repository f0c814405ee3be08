import { kmPerNauticalMile, type LatLon } from './geo';
import { readGenerated } from './read-generated';

/** A curated seaport (generated/seaports.json; see scripts/port-curation.ts). */
export interface Seaport {
  /** UN/LOCODE, e.g. CNSHA: the first two letters are the ISO 3166-1 country code. */
  readonly locode: string;
  /** Title-cased as shown (docs/product/quoting.md#places). */
  readonly name: string;
  readonly city: string;
  readonly countryIsoCode: string;
  /** City-level position of the port (UN/LOCODE via sea-ports, with documented fixes). */
  readonly coordinates: LatLon;
  /** IANA zone, null when the source has none we trust. */
  readonly timezone: string | null;
  /** Where the port joins the sea-lane graph, and how far that is from `coordinates`. */
  readonly seaLane: { readonly coordinates: LatLon; readonly distanceKm: number };
}

export interface SeaDistanceMatrix {
  readonly unit: 'nauticalMiles';
  /** Same order as generated/seaports.json. */
  readonly locodes: readonly string[];
  /** distances[i][j]: whole nautical miles from locodes[i] to locodes[j] by sea. */
  readonly distances: readonly (readonly number[])[];
}

export const seaportsFile = 'seaports.json';
export const seaDistancesFile = 'sea-distances.json';

export function loadSeaports(): readonly Seaport[] {
  return readGenerated<Seaport[]>(seaportsFile);
}

let portIndex: Map<string, number> | undefined;
function indexOfPort(locode: string): number | undefined {
  portIndex ??= new Map(loadSeaDistanceMatrix().locodes.map((code, index) => [code, index]));
  return portIndex.get(locode.trim().toUpperCase());
}

export function findSeaport(locode: string): Seaport | undefined {
  const index = indexOfPort(locode);
  return index === undefined ? undefined : loadSeaports()[index];
}

export function loadSeaDistanceMatrix(): SeaDistanceMatrix {
  return readGenerated<SeaDistanceMatrix>(seaDistancesFile);
}

/**
 * Sailing distance between two curated ports in whole nautical miles (precomputed over the
 * SeaRoute sea lanes, no graph work at runtime); undefined when either port is not curated.
 */
export function seaDistanceNm(fromLocode: string, toLocode: string): number | undefined {
  const from = indexOfPort(fromLocode);
  const to = indexOfPort(toLocode);
  if (from === undefined || to === undefined) return undefined;
  return loadSeaDistanceMatrix().distances[from]![to];
}

export function seaDistanceKm(fromLocode: string, toLocode: string): number | undefined {
  const nauticalMiles = seaDistanceNm(fromLocode, toLocode);
  return nauticalMiles === undefined ? undefined : nauticalMiles * kmPerNauticalMile;
}

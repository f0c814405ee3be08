import { greatCircleDistanceKm } from '../../../reference-data/src/geo';
import type { PlaceType } from '@freightdesk/domain';
import type { IndexedPlace, PlaceIndex } from './place-index';
import { normalizeSearchText } from './search-text';

export interface PlaceSearch {
  query: string;
  types: ReadonlySet<PlaceType>;
  /** ISO 3166-1 alpha-2, upper case. */
  countryIsoCode?: string | undefined;
  limit: number;
}

/**
 * How well a place matches, best first (docs/decisions/034-tariffs-place-search.md):
 * the exact code, then the whole name or city, then a name/city/code that starts with the
 * query, then ports near the best-matching city or airport, then a word of the name or city
 * that starts with the query, then the query anywhere in the name or city.
 */
const rank = { exactCode: 0, exactName: 1, prefix: 2, nearbyPort: 3, wordPrefix: 4, substring: 5 } as const;
const rankCount = 6;

/** A port this close to a matched city or airport serves it (São Paulo → Santos, 60 km). */
export const nearbyPortRadiusKm = 150;
/** Codes shorter than this are not matched as prefixes ("sa" would list every SA… airport). */
const minCodePrefixLength = 3;

interface Match {
  place: IndexedPlace;
  /** Orders matches of one rank: nearby ports by distance, others 0. */
  distanceKm: number;
}

/** The rank of a place whose name or city contains the query. */
function nameRank(place: IndexedPlace, spacedQuery: string): number {
  const { searchName, searchCity } = place;
  if (searchName === spacedQuery || searchCity === spacedQuery) return rank.exactName;
  if (searchName.startsWith(spacedQuery) || searchCity.startsWith(spacedQuery)) return rank.prefix;
  if (place.searchText.includes(spacedQuery)) return rank.wordPrefix;
  return rank.substring;
}

/** Positions (in `index.named`) of the places whose name or city contains `query`, via one indexOf loop. */
function placesContaining(index: PlaceIndex, query: string): number[] {
  const { haystack, haystackStarts } = index;
  const found: number[] = [];
  let from = haystack.indexOf(query);
  while (from !== -1) {
    let low = 0;
    let high = haystackStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (haystackStarts[middle]! <= from) low = middle;
      else high = middle - 1;
    }
    found.push(low);
    from = haystack.indexOf(query, haystackStarts[low + 1]);
  }
  return found;
}

/** The ZIP codes starting with `digits`, in ascending order (binary search over the sorted list). */
function zipsWithPrefix(zips: readonly IndexedPlace[], digits: string, limit: number): IndexedPlace[] {
  let low = 0;
  let high = zips.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (zips[middle]!.code < digits) low = middle + 1;
    else high = middle;
  }
  const found: IndexedPlace[] = [];
  for (let i = low; i < zips.length && found.length < limit && zips[i]!.code.startsWith(digits); i++)
    found.push(zips[i]!);
  return found;
}

const byDistanceThenOrder = (a: Match, b: Match) => a.distanceKm - b.distanceKm || a.place.order - b.place.order;

export function searchPlaces(index: PlaceIndex, { query, types, countryIsoCode, limit }: PlaceSearch): IndexedPlace[] {
  const normalized = normalizeSearchText(query);
  if (normalized === '') return [];
  const spaced = ` ${normalized}`;
  const code = normalized.replace(/ /g, '');
  const inCountry = (place: IndexedPlace) => countryIsoCode === undefined || place.countryIsoCode === countryIsoCode;
  // Matches by rank; each place lands in one bucket (its best rank).
  const buckets: Match[][] = Array.from({ length: rankCount }, () => []);
  const seen = new Set<IndexedPlace>();
  const add = (place: IndexedPlace, matchRank: number, distanceKm = 0) => {
    if (!types.has(place.type) || !inCountry(place) || seen.has(place)) return;
    seen.add(place);
    buckets[matchRank]!.push({ place, distanceKm });
  };

  for (const place of index.byCode.get(code) ?? []) add(place, rank.exactCode);
  if (/^\d+$/.test(code) && types.has('POSTAL_CODE')) {
    for (const zip of zipsWithPrefix(index.zips, code, limit + 1))
      add(zip, zip.code === code ? rank.exactCode : rank.prefix);
  }

  // The best city or airport match anchors the nearby-port suggestion, whatever types were asked for.
  let anchor: { place: IndexedPlace; rank: number } | undefined;
  const matchedCities: { place: IndexedPlace; rank: number }[] = [];
  const codePrefixes = code.length >= minCodePrefixLength && /^[a-z0-9]+$/.test(code);
  const consider = (place: IndexedPlace, matchRank: number) => {
    add(place, matchRank);
    if (!inCountry(place)) return;
    if (place.type === 'CITY' && types.has('POSTAL_CODE')) matchedCities.push({ place, rank: matchRank });
    if (
      place.type !== 'PORT' &&
      matchRank <= rank.prefix &&
      (!anchor || matchRank < anchor.rank || (matchRank === anchor.rank && place.order < anchor.place.order))
    ) {
      anchor = { place, rank: matchRank };
    }
  };
  for (const position of placesContaining(index, normalized)) {
    const place = index.named[position]!;
    const matchRank = nameRank(place, spaced);
    consider(
      place,
      codePrefixes && matchRank > rank.prefix && place.type !== 'CITY' && place.searchCode.startsWith(code)
        ? rank.prefix
        : matchRank,
    );
  }
  // Ports and airports whose code starts with the query but whose names do not contain it.
  if (codePrefixes) {
    for (const place of index.codePrefixed)
      if (place.searchCode.startsWith(code) && !seen.has(place)) consider(place, rank.prefix);
  }

  // A city's ZIP codes share its rank; the best cities' ZIPs are enough to fill the answer.
  matchedCities.sort((a, b) => a.rank - b.rank || a.place.order - b.place.order);
  let zipCount = 0;
  for (const city of matchedCities) {
    if (zipCount >= limit) break;
    for (const zip of city.place.zips ?? []) add(zip, city.rank);
    zipCount += city.place.zips?.length ?? 0;
  }

  if (anchor && types.has('PORT')) {
    const [anchorLatitude] = anchor.place.coordinates;
    for (const port of index.ports) {
      // 1° of latitude is 111 km: a cheap test before the great circle.
      if (seen.has(port) || Math.abs(port.coordinates[0] - anchorLatitude) * 111 > nearbyPortRadiusKm) continue;
      const distanceKm = greatCircleDistanceKm(anchor.place.coordinates, port.coordinates);
      if (distanceKm <= nearbyPortRadiusKm) add(port, rank.nearbyPort, distanceKm);
    }
  }

  const results: IndexedPlace[] = [];
  for (const bucket of buckets) {
    if (results.length >= limit) break;
    for (const match of bucket.sort(byDistanceThenOrder)) {
      if (results.length >= limit) break;
      results.push(match.place);
    }
  }
  return results;
}

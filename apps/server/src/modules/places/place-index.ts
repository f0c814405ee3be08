import type { PlaceType } from '@freightdesk/domain';
import { loadAirports } from '../../../reference-data/src/airports';
import type { LatLon } from '../../../reference-data/src/geo';
import { loadSeaports } from '../../../reference-data/src/seaports';
import { readGenerated } from '../../../reference-data/src/read-generated';
import { usZipCodesFile, type UsZipCodesFile } from '../../../reference-data/src/us-zip-codes';
import { normalizeSearchText } from './search-text';

/** One searchable place, built once from the committed reference data. */
export interface IndexedPlace {
  readonly type: PlaceType;
  /** UN/LOCODE, IATA code, ZIP code; for a city, its ZIP nearest the city's centre. */
  readonly code: string;
  readonly name: string;
  readonly city: string;
  readonly countryIsoCode: string;
  readonly iata: string | null;
  readonly state: string | null;
  readonly coordinates: LatLon;
  /** normalized name and city, space-prefixed so " word" finds word starts ('' for ZIP codes, found by code). */
  readonly searchName: string;
  readonly searchCity: string;
  /** Both, for a one-step "does it contain the query at all" test. */
  readonly searchText: string;
  readonly searchCode: string;
  /** Position in the index's display order (type, then name): orders matches of equal rank. */
  order: number;
  /** A city's ZIP codes (so a POSTAL_CODE search by city name finds them). */
  readonly zips?: readonly IndexedPlace[];
}

export interface PlaceIndex {
  /** Ports, airports and US cities, scanned for name matches. */
  readonly named: readonly IndexedPlace[];
  readonly ports: readonly IndexedPlace[];
  /** Ports and airports: their codes are matched as prefixes too. */
  readonly codePrefixed: readonly IndexedPlace[];
  /**
   * Every named place's `searchText`, joined by newlines into one string, and where each one
   * starts: one `indexOf` loop over it finds the places containing a query in about a
   * millisecond, where a loop over 33 k objects takes tens of milliseconds.
   */
  readonly haystack: string;
  readonly haystackStarts: Int32Array;
  /** ZIP codes in ascending order, found by code (binary search on the prefix). */
  readonly zips: readonly IndexedPlace[];
  readonly byCode: ReadonlyMap<string, readonly IndexedPlace[]>;
}

const typeOrder: Record<PlaceType, number> = { PORT: 0, AIRPORT: 1, CITY: 2, POSTAL_CODE: 3 };

type PlaceFields = Omit<IndexedPlace, 'searchName' | 'searchCity' | 'searchText' | 'searchCode' | 'order'>;

function indexed(place: PlaceFields, { byName = true } = {}): IndexedPlace {
  const searchName = byName ? ` ${normalizeSearchText(place.name)}` : '';
  const searchCity = byName ? ` ${normalizeSearchText(place.city)}` : '';
  return {
    ...place,
    searchName,
    searchCity,
    searchText: `${searchName} |${searchCity}`,
    searchCode: place.code.toLowerCase(),
    order: 0,
  };
}

function buildZipsAndCities(): { zips: IndexedPlace[]; cities: IndexedPlace[] } {
  const rows = readGenerated<UsZipCodesFile>(usZipCodesFile).rows;
  const zips = rows.map(([zip, city, state, lat, lon]) =>
    indexed(
      {
        type: 'POSTAL_CODE',
        code: zip,
        name: `${city}, ${state} ${zip}`,
        city,
        countryIsoCode: 'US',
        iata: null,
        state,
        coordinates: [lat, lon],
      },
      { byName: false },
    ),
  );
  zips.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

  const zipsByCity = new Map<string, IndexedPlace[]>();
  for (const zip of zips) {
    const key = `${zip.city}|${zip.state}`;
    const list = zipsByCity.get(key);
    if (list) list.push(zip);
    else zipsByCity.set(key, [zip]);
  }
  const cities: IndexedPlace[] = [];
  for (const cityZips of zipsByCity.values()) {
    const first = cityZips[0]!;
    const centre: LatLon = [
      cityZips.reduce((sum, zip) => sum + zip.coordinates[0], 0) / cityZips.length,
      cityZips.reduce((sum, zip) => sum + zip.coordinates[1], 0) / cityZips.length,
    ];
    // The city's code is a real ZIP (a door the quote can price), the one nearest its centre.
    // (Squared degrees are enough to compare points a few km apart.)
    let representative = first;
    let nearest = Infinity;
    for (const zip of cityZips) {
      const squared = (zip.coordinates[0] - centre[0]) ** 2 + (zip.coordinates[1] - centre[1]) ** 2;
      if (squared < nearest) [representative, nearest] = [zip, squared];
    }
    cities.push(
      indexed({
        type: 'CITY',
        code: representative.code,
        name: `${first.city}, ${first.state}`,
        city: first.city,
        countryIsoCode: 'US',
        iata: null,
        state: first.state,
        coordinates: [Math.round(centre[0] * 1e4) / 1e4, Math.round(centre[1] * 1e4) / 1e4],
        zips: cityZips,
      }),
    );
  }
  return { zips, cities };
}

/** Builds the in-memory index (~80 k entries, a few hundred ms); identical in every process. */
export function buildPlaceIndex(): PlaceIndex {
  const ports = loadSeaports().map((port) =>
    indexed({
      type: 'PORT',
      code: port.locode,
      name: port.name,
      city: port.city,
      countryIsoCode: port.countryIsoCode,
      iata: null,
      state: null,
      coordinates: port.coordinates,
    }),
  );
  const airports = loadAirports().map((airport) =>
    indexed({
      type: 'AIRPORT',
      code: airport.iata,
      name: airport.name,
      city: airport.city,
      countryIsoCode: airport.countryIsoCode,
      iata: airport.iata,
      state: null,
      coordinates: airport.coordinates,
    }),
  );
  const { zips, cities } = buildZipsAndCities();
  const named = [...ports, ...airports, ...cities];
  // Display order: ports, airports, cities by name; then ZIP codes by code (already sorted).
  const displayOrder = [...named].sort(
    (a, b) =>
      typeOrder[a.type] - typeOrder[b.type] ||
      (a.searchName < b.searchName ? -1 : a.searchName > b.searchName ? 1 : a.code < b.code ? -1 : 1),
  );
  displayOrder.forEach((place, position) => {
    place.order = position;
  });
  zips.forEach((zip, position) => {
    zip.order = displayOrder.length + position;
  });
  const byCode = new Map<string, IndexedPlace[]>();
  for (const place of [...ports, ...airports, ...zips]) {
    const list = byCode.get(place.searchCode);
    if (list) list.push(place);
    else byCode.set(place.searchCode, [place]);
  }
  const haystackStarts = new Int32Array(named.length + 1);
  let offset = 0;
  named.forEach((place, position) => {
    haystackStarts[position] = offset;
    offset += place.searchText.length + 1;
  });
  haystackStarts[named.length] = offset;
  const haystack = named.map((place) => place.searchText).join('\n');
  return { named, ports, codePrefixed: [...ports, ...airports], zips, byCode, haystack, haystackStarts };
}

let sharedIndex: PlaceIndex | undefined;

/**
 * The process's index, built on first use (start-up calls it) and kept: the reference data never changes at runtime.
 */
export function placeIndex(): PlaceIndex {
  sharedIndex ??= buildPlaceIndex();
  return sharedIndex;
}

import type { Language, PlaceResult, PlaceType } from '@freightdesk/domain';
import { countryName } from '../../../reference-data/src/countries';
import { placeIndex, type IndexedPlace, type PlaceIndex } from './place-index';
import { searchPlaces } from './place-search';

export interface PlaceSearchRequest {
  query: string;
  types: readonly PlaceType[];
  countryIsoCode?: string | undefined;
  language: Language;
  limit: number;
}

export type PlacesService = ReturnType<typeof createPlacesService>;

/**
 * Place search over the committed reference data (ports, airports, US ZIP codes and cities).
 * The index is built once per process, in memory, from files every process has: no database.
 * Building it takes a second or two, so it is not done before the server listens: the first
 * search builds it, or `warmUp()` does once the server is answering.
 */
export function createPlacesService({ index }: { index?: PlaceIndex } = {}) {
  let builtIndex = index;
  const currentIndex = (): PlaceIndex => (builtIndex ??= placeIndex());

  function toResult(place: IndexedPlace, language: Language): PlaceResult {
    return {
      name: place.name,
      city: place.city,
      countryIsoCode: place.countryIsoCode,
      countryName: countryName(place.countryIsoCode, language) ?? place.countryIsoCode,
      code: place.code,
      type: place.type,
      iata: place.iata,
      state: place.state,
      coordinates: { latitude: place.coordinates[0], longitude: place.coordinates[1] },
    };
  }

  return {
    /** Builds the index now, so the first search does not wait for it. */
    warmUp(): void {
      currentIndex();
    },
    search({ query, types, countryIsoCode, language, limit }: PlaceSearchRequest): PlaceResult[] {
      return searchPlaces(currentIndex(), { query, types: new Set(types), countryIsoCode, limit }).map((place) =>
        toResult(place, language),
      );
    },
  };
}

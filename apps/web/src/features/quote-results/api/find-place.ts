import type { PlaceSearchResponse, SearchLocation } from '@freightdesk/domain';
import { apiClient } from '@/lib/api-client';

export const placesPath = '/api/v2/places';

/**
 * `GET /api/v2/places` (docs/product/quoting.md#places) for one end of a search whose address carries no city
 * (CITY_NOT_FOUND): the place with that exact code, type and country, else null.
 */
export async function findPlaceCity(location: SearchLocation, language: string): Promise<string | null> {
  if (location.code.trim().length < 2) return null;
  const query = new URLSearchParams({
    query: location.code,
    types: location.type,
    country: location.countryIsoCode,
    lang: language,
    limit: '5',
  });
  const answer = await apiClient.get<PlaceSearchResponse>(`${placesPath}?${query.toString()}`);
  const place = answer.data.find((candidate) => candidate.code.toUpperCase() === location.code.toUpperCase());
  return place ? place.city || place.name : null;
}

/** The search end with its city found by code when the address had none. */
export async function withCity(location: SearchLocation, language: string): Promise<SearchLocation> {
  if (location.city) return location;
  return { ...location, city: await findPlaceCity(location, language).catch(() => null) };
}

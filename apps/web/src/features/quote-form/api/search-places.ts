import {
  placeSearchMinQueryLength,
  type PlaceResult,
  type PlaceSearchResponse,
  type PlaceType,
} from '@freightdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const placesPath = '/api/v2/places';

export interface PlaceSearch {
  query: string;
  types: readonly PlaceType[];
  country: string | null;
  lang: string;
}

/** How many places the list offers. */
const placeListLimit = 8;

/** `GET /api/v2/places?query=&types=&country=&lang=&limit=` (docs/product/quoting.md#places). */
export async function searchPlaces(search: PlaceSearch, signal?: AbortSignal): Promise<PlaceResult[]> {
  const params = new URLSearchParams({
    query: search.query,
    types: search.types.join(','),
    lang: search.lang,
    limit: String(placeListLimit),
  });
  if (search.country) params.set('country', search.country);
  const answer = await apiClient.get<PlaceSearchResponse>(`${placesPath}?${params.toString()}`, {
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

/** Places never change while the form is open: a query answered once is kept. */
export const placeSearchQueryOptions = (search: PlaceSearch) =>
  queryOptions({
    queryKey: ['places', search.query.trim().toLowerCase(), search.types.join(','), search.country, search.lang],
    queryFn: ({ signal }) => searchPlaces({ ...search, query: search.query.trim() }, signal),
    enabled: search.query.trim().length >= placeSearchMinQueryLength,
    staleTime: Infinity,
  });

import { z } from 'zod';
import { locationTypes } from '../shipping/shipment-type';

/** What the place search finds: the location types of a search plus US cities (a door, like a ZIP). */
export const placeTypes = [...locationTypes, 'CITY'] as const;
export type PlaceType = (typeof placeTypes)[number];

export const placeSearchMinQueryLength = 2;
export const placeSearchDefaultLimit = 10;
export const placeSearchMaxLimit = 25;

/** GET /api/v2/places: the query string (the server also checks that `country` is a known country). */
export const placeSearchQuerySchema = z.object({
  query: z.string().trim().min(placeSearchMinQueryLength).max(100),
  /** Comma-separated; all types when absent. */
  types: z
    .string()
    .optional()
    .transform((value) =>
      value === undefined ? [...placeTypes] : value.split(',').map((type) => type.trim().toUpperCase()),
    )
    .pipe(z.array(z.enum(placeTypes)).min(1)),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'must be an ISO 3166-1 alpha-2 country code' })
    .transform((value) => value.toUpperCase())
    .optional(),
  /** en, es, pt or ar (a region suffix is ignored); otherwise Accept-Language decides. */
  lang: z.string().max(35).optional(),
  limit: z.coerce.number().int().min(1).max(placeSearchMaxLimit).default(placeSearchDefaultLimit),
});
export type PlaceSearchQuery = z.input<typeof placeSearchQuerySchema>;

/** One place found: the place of a search plus its country's name in the reader's language and its position. */
export const placeResultSchema = z.object({
  name: z.string(),
  city: z.string(),
  countryIsoCode: z.string(),
  countryName: z.string(),
  code: z.string(),
  type: z.enum(placeTypes),
  iata: z.string().nullable(),
  state: z.string().nullable(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type PlaceResult = z.infer<typeof placeResultSchema>;

export const placeSearchResponseSchema = z
  .object({ data: z.array(placeResultSchema) })
  .describe('The places found, best match first');
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>;

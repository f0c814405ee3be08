import { z } from 'zod';
import { locationTypes } from '../shipping/shipment-type';

// Places and search ends as the API carries them, apart from the rules on them (search-location.ts) so that code
// using only those (the quote form) is bundled without zod's classic API (ADR 082, amendment 3).

const countryIsoCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, { message: 'Expected a two-letter ISO country code' })
  .transform((code) => code.toUpperCase());
const requiredText = z.string().trim().min(1);

/**
 * A place as the place search answers it (docs/product/quoting.md#places): a port (UN/LOCODE), an
 * airport (IATA) or a postal code. A place with a missing field is an error, so every field
 * is required; `iata` and `state` are present but null where they do not apply.
 */
export const placeSchema = z.object({
  name: requiredText,
  city: requiredText,
  countryIsoCode: countryIsoCodeSchema,
  code: requiredText,
  type: z.enum(locationTypes),
  iata: requiredText.nullable(),
  state: requiredText.nullable(),
});
export type Place = z.infer<typeof placeSchema>;

/**
 * One end of a search: what the search needs to price it and what its results address carries
 * (docs/product/shell.md#search-paths). The display name and state are not part of a search; the server resolves them
 * from the place search by `code` (see docs/decisions/012-search-url.md).
 * `city` is null when unknown (the address then shows CITY_NOT_FOUND); a search without a
 * city is not valid (docs/product/quoting.md#search-validity), but it can still be described and shown.
 */
export const searchLocationSchema = z.object({
  code: z.string(),
  type: z.enum(locationTypes),
  city: z.string().nullable(),
  countryIsoCode: z.string(),
  /** IATA code of the airport serving this end of an air search. */
  iataCode: z.string().nullable(),
});
export type SearchLocation = z.infer<typeof searchLocationSchema>;

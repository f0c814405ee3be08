import { z } from 'zod';

/** GET /api/v2/geo/ip-country: the caller's country, to pre-select the phone country at sign-up. */
export const ipCountrySchema = z.object({
  /** The client address the server saw (the X-Forwarded-For client with TRUST_PROXY=true). */
  ip: z.string(),
  /** ISO 3166-1 alpha-2, upper-case; null when unknown (private address, no match, failure). */
  countryIsoCode: z.string().length(2).nullable(),
});
export type IpCountry = z.infer<typeof ipCountrySchema>;

export const ipCountryResponseSchema = z.object({ data: ipCountrySchema }).describe("The caller's country");
export type IpCountryResponse = z.infer<typeof ipCountryResponseSchema>;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findCountry } from '../../../reference-data/src/countries';
import { placeTypes } from './place-index';
import type { PlacesService } from './places.service';
import { languageOfRequest } from '../../http/request-language';

export const minQueryLength = 2;
export const defaultPlaceLimit = 10;
export const maxPlaceLimit = 25;

const placesQuerystring = z.object({
  query: z.string().trim().min(minQueryLength).max(100),
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
    .refine((value) => findCountry(value) !== undefined, { error: 'unknown country code' })
    .optional(),
  /** en, es, pt or ar (a region suffix is ignored); otherwise Accept-Language decides. */
  lang: z.string().max(35).optional(),
  limit: z.coerce.number().int().min(1).max(maxPlaceLimit).default(defaultPlaceLimit),
});

const placeResultSchema = z.object({
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

export const placesRoutes: FastifyPluginAsyncZod<{ placesService: PlacesService }> = async (app, { placesService }) => {
  app.get(
    '/api/v2/places',
    {
      schema: {
        summary: 'Find ports, airports, US postal codes and US cities by name or code (docs/product/quoting.md#places)',
        tags: ['places'],
        querystring: placesQuerystring,
        response: { 200: z.object({ data: z.array(placeResultSchema) }) },
      },
    },
    async (request, reply) => {
      const { query, types, country, lang, limit } = request.query;
      const language = languageOfRequest(lang, request.headers['accept-language']);
      // The reference data changes only with a deployment: browsers may keep answers for an hour.
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'Accept-Language');
      return { data: placesService.search({ query, types, countryIsoCode: country, language, limit }) };
    },
  );
};

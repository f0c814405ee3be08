import { placeSearchQuerySchema, placeSearchResponseSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCountry } from '../../../reference-data/src/countries';
import { errorResponses } from '../../http/api-docs';
import { languageOfRequest } from '../../http/request-language';
import type { PlacesService } from './places.service';

/** The domain's query, plus a country the reference data knows. */
const placesQuerystring = placeSearchQuerySchema.refine(
  (query) => query.country === undefined || findCountry(query.country) !== undefined,
  { error: 'unknown country code', path: ['country'] },
);

export const placesRoutes: FastifyPluginAsyncZod<{ placesService: PlacesService }> = async (app, { placesService }) => {
  app.get(
    '/api/v2/places',
    {
      schema: {
        operationId: 'searchPlaces',
        summary: 'Find ports, airports, US postal codes and US cities by name or code',
        tags: ['places'],
        querystring: placesQuerystring,
        response: { 200: placeSearchResponseSchema, ...errorResponses('INVALID_PAYLOAD') },
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

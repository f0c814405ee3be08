import { ipCountryResponseSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeoService } from './geo.service';

export interface GeoRoutesOptions {
  geoService: GeoService;
}

export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, { geoService }) => {
  app.get(
    '/api/v2/geo/ip-country',
    {
      schema: {
        operationId: 'getIpCountry',
        summary:
          "The country of the caller's IP address (offline database), to pre-select the phone country at sign-up; " +
          'null when unknown',
        tags: ['geo'],
        response: { 200: ipCountryResponseSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on the client address only: the browser may keep it for an hour.
      reply.header('cache-control', 'private, max-age=3600');
      return { data: await geoService.countryOfAddress(request.ip) };
    },
  );
};

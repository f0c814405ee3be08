import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GeoService } from './geo.service';

export interface GeoRoutesOptions {
  geoService: GeoService;
}

const ipCountryAnswer = z.object({
  data: z.object({
    /** The client address the server saw (the X-Forwarded-For client with TRUST_PROXY=true). */
    ip: z.string(),
    /** ISO 3166-1 alpha-2, upper-case; null when unknown (private address, no match, failure). */
    countryIsoCode: z.string().length(2).nullable(),
  }),
});

export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, { geoService }) => {
  app.get(
    '/api/v2/geo/ip-country',
    {
      schema: {
        summary:
          "The country of the caller's IP address (offline database), to pre-select the phone country at sign-up; null when unknown",
        tags: ['geo'],
        response: { 200: ipCountryAnswer },
      },
    },
    async (request, reply) => {
      // The answer depends on the client address only: the browser may keep it for an hour.
      reply.header('cache-control', 'private, max-age=3600');
      return { data: await geoService.countryOfAddress(request.ip) };
    },
  );
};

import fastifyStatic from '@fastify/static';
import { brandConfigurationSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandAssetsPrefix, type BrandSource } from './brand-files';
import type { BrandsService } from './brands.service';

export interface BrandsRoutesOptions {
  brandsService: BrandsService;
  /** The brands loaded at start-up: each one's `assets/` folder is served. */
  sources: readonly BrandSource[];
}

const oneDayMs = 24 * 60 * 60 * 1000;

export const brandsRoutes: FastifyPluginAsyncZod<BrandsRoutesOptions> = async (app, { brandsService, sources }) => {
  app.get(
    '/configuration',
    {
      schema: {
        summary: 'The brand configuration for the host name the request was sent to (docs/product/brands.md)',
        tags: ['brand'],
        response: { 200: brandConfigurationSchema },
      },
    },
    async (request, reply) => {
      // The same URL answers differently per host; the web app reads it once per page load.
      reply.header('cache-control', 'no-cache').header('vary', 'Host');
      return brandsService.configurationForHost(request.hostname);
    },
  );

  // `/brand-assets/<id>/logo.svg`: logos and favicons, cached for a day (not content-hashed).
  for (const { assetsDir, brand } of sources) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: `${brandAssetsPrefix}/${brand.configuration.id}/`,
      decorateReply: false,
      index: false,
      serveDotFiles: false,
      maxAge: oneDayMs,
    });
  }
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TariffsService } from './tariffs.service';

const countsSchema = z.record(z.string(), z.number());

const statusResponse = z.object({
  data: z.object({
    /** The first-start demo load: notNeeded (tariffs were there or demo tariffs are off), loading, loaded, failed. */
    demoTariffs: z.discriminatedUnion('state', [
      z.object({ state: z.literal('notNeeded') }),
      z.object({ state: z.literal('loading'), startedAtMs: z.number() }),
      z.object({ state: z.literal('loaded'), durationMs: z.number(), counts: countsSchema }),
      z.object({ state: z.literal('failed'), message: z.string() }),
    ]),
    hasTariffs: z.boolean(),
  }),
});

export const tariffsRoutes: FastifyPluginAsyncZod<{ tariffsService: TariffsService }> = async (
  app,
  { tariffsService },
) => {
  app.get(
    '/api/v2/tariffs/status',
    {
      schema: {
        summary: 'Whether tariffs are loaded, and how the first-start demo load went (operations)',
        tags: ['operations'],
        response: { 200: statusResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        data: { demoTariffs: tariffsService.demoTariffsStatus(), hasTariffs: await tariffsService.hasTariffs() },
      };
    },
  );
};

import { tariffsStatusResponseSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TariffsService } from './tariffs.service';

export const tariffsRoutes: FastifyPluginAsyncZod<{ tariffsService: TariffsService }> = async (
  app,
  { tariffsService },
) => {
  app.get(
    '/api/v2/tariffs/status',
    {
      schema: {
        operationId: 'getTariffsStatus',
        summary: 'Whether tariffs are loaded, and how the first-start demo load went (operations)',
        tags: ['operations'],
        response: { 200: tariffsStatusResponseSchema },
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

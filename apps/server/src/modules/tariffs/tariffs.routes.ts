import { tariffsStatusResponseSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import type { TariffsService } from './tariffs.service';

export const tariffsRoutes: FastifyPluginAsyncZod<{ tariffsService: TariffsService }> = async (
  app,
  { tariffsService },
) => {
  app.get(
    '/api/v2/tariffs/status',
    {
      onRequest: app.requireStaff,
      schema: {
        operationId: 'getTariffsStatus',
        summary: 'Staff: whether tariffs are loaded, and how the first-start demo load went',
        tags: ['operations'],
        security: bearerAuth,
        response: { 200: tariffsStatusResponseSchema, ...errorResponses(...sessionErrorCodes) },
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

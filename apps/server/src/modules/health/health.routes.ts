import { healthResponseSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ healthService: HealthService }> = async (app, { healthService }) => {
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness and database reachability (for load balancers and monitors)',
        tags: ['operations'],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const report = await healthService.check();
      reply.header('cache-control', 'no-store');
      return reply.code(report.database === 'up' ? 200 : 503).send({ data: report });
    },
  );
};

import { eventBodySchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import type { EventsService } from './events.service';

export interface EventsRoutesOptions {
  eventsService: EventsService;
}

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, { eventsService }) => {
  app.post(
    '/api/v2/events',
    {
      onRequest: app.requireSession,
      bodyLimit: 16 * 1024,
      schema: {
        operationId: 'recordEvent',
        summary: 'Stores an analytics event {name, properties}; 204',
        tags: ['events'],
        security: bearerAuth,
        body: eventBodySchema,
        response: {
          204: z.null().describe('Stored'),
          ...errorResponses('INVALID_PAYLOAD', 'PAYLOAD_TOO_LARGE', 'ACCESS_FORBIDDEN', ...sessionErrorCodes),
        },
      },
    },
    async (request, reply) => {
      await eventsService.record(sessionOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.plugin';
import { parseBody } from '../../http/request-body';
import type { EventsService } from './events.service';

export interface EventsRoutesOptions {
  eventsService: EventsService;
}

/** Properties are free-form JSON, bounded so one event cannot fill the table. */
export const maxEventPropertiesBytes = 8 * 1024;

const eventBodySchema = z.strictObject({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.maxLength' }),
  properties: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((properties) => Buffer.byteLength(JSON.stringify(properties)) <= maxEventPropertiesBytes, {
      error: 'validation.maxLength',
    }),
});

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, { eventsService }) => {
  app.post(
    '/api/v2/events',
    {
      onRequest: app.requireSession,
      bodyLimit: 16 * 1024,
      schema: { summary: 'Stores an analytics event {name, properties}; 204', tags: ['events'], body: z.unknown() },
    },
    async (request, reply) => {
      const event = parseBody(eventBodySchema, request.body);
      await eventsService.record(sessionOf(request), event);
      return reply.code(204).send();
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.plugin';
import { parseBody } from '../../http/request-body';
import type { ImpersonationService } from './impersonation.service';

export interface ImpersonationRoutesOptions {
  impersonationService: ImpersonationService;
}

const startBodySchema = z
  .strictObject({
    customerId: z.uuid({ error: 'validation.required' }).optional(),
    email: z.string().trim().min(1).max(64).optional(),
  })
  .refine((body) => (body.customerId === undefined) !== (body.email === undefined), {
    error: 'validation.required',
    path: ['customerId'],
  });

export const impersonationRoutes: FastifyPluginAsyncZod<ImpersonationRoutesOptions> = async (
  app,
  { impersonationService },
) => {
  app.post(
    '/api/v2/impersonated-users',
    {
      onRequest: app.requireStaff,
      schema: {
        summary: 'Staff: a token acting as the customer {customerId} or {email}',
        tags: ['impersonation'],
        body: z.unknown(),
      },
    },
    async (request) => {
      const target = parseBody(startBodySchema, request.body);
      return { data: await impersonationService.start(sessionOf(request), target, request.ip) };
    },
  );

  app.post(
    '/api/v2/impersonated-users/logout',
    {
      onRequest: app.requireSession,
      schema: { summary: 'Ends the impersonation: the staff token back', tags: ['impersonation'] },
    },
    async (request) => ({ data: await impersonationService.end(sessionOf(request), request.ip) }),
  );
};

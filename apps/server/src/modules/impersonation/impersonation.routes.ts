import { impersonationStartBodySchema, jwtResponseSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import type { ImpersonationService } from './impersonation.service';

export interface ImpersonationRoutesOptions {
  impersonationService: ImpersonationService;
}

export const impersonationRoutes: FastifyPluginAsyncZod<ImpersonationRoutesOptions> = async (
  app,
  { impersonationService },
) => {
  app.post(
    '/api/v2/impersonated-users',
    {
      onRequest: app.requireStaffTo('impersonation'),
      schema: {
        operationId: 'startImpersonation',
        summary: 'Staff: a token acting as the customer {customerId} or {email}',
        tags: ['impersonation'],
        security: bearerAuth,
        body: impersonationStartBodySchema,
        response: {
          200: jwtResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'ACCESS_FORBIDDEN', 'USER_NOT_FOUND', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({ data: await impersonationService.start(sessionOf(request), request.body, request.ip) }),
  );

  app.post(
    '/api/v2/impersonated-users/logout',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'endImpersonation',
        summary: 'Ends the impersonation: the staff token back',
        tags: ['impersonation'],
        security: bearerAuth,
        response: {
          200: jwtResponseSchema,
          ...errorResponses('ACCESS_FORBIDDEN', 'USER_NOT_FOUND', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({ data: await impersonationService.end(sessionOf(request), request.ip) }),
  );
};

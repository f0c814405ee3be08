import { customerIdParamsSchema, endedSessionsSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import { sessionOf } from '../../http/auth.plugin';
import type { AccountsService } from './accounts.service';

export interface SessionsRoutesOptions {
  accountsService: AccountsService;
}

const tags = ['accounts'];

/** Ending sessions (ADR 052). The guards run first: no token → 401, a customer on the staff route → 403. */
export const sessionsRoutes: FastifyPluginAsyncZod<SessionsRoutesOptions> = async (app, { accountsService }) => {
  app.post(
    '/api/v2/customers/logout',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'logOut',
        summary: "Logs out: the token's session ends in every process (204)",
        tags,
        security: bearerAuth,
        response: { 204: z.null().describe('The session has ended'), ...errorResponses(...sessionErrorCodes) },
      },
    },
    async (request, reply) => {
      await accountsService.sessions.end(sessionOf(request), 'logout');
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/v2/staff/customers/:customerId/sessions',
    {
      onRequest: app.requireStaffTo('customers'),
      schema: {
        operationId: 'endCustomerSessions',
        summary: "Staff: ends every session of a customer of the staff member's brand (403 for customers)",
        tags,
        security: bearerAuth,
        params: customerIdParamsSchema,
        response: {
          200: z.object({ data: endedSessionsSchema }),
          ...errorResponses('INVALID_PAYLOAD', 'ACCESS_FORBIDDEN', 'USER_NOT_FOUND', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({
      data: await accountsService.endSessionsOfCustomer(sessionOf(request), request.params.customerId),
    }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import { sessionOf } from '../../http/auth.plugin';
import type { AccountsService } from './accounts.service';

export interface SessionsRoutesOptions {
  accountsService: AccountsService;
}

const tags = ['accounts'];

/** Logging out (ADR 052); staff end a customer's sessions through the staff console (audited there). */
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
};

import {
  jwtResponseSchema,
  staffHandOverAcceptRequestSchema,
  staffHandOverRequestSchema,
  staffHandOverResponseSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import type { HandOverOrigin, StaffHandOverService } from './staff-hand-over.service';

export interface StaffHandOverRoutesOptions {
  staffHandOverService: StaffHandOverService;
}

const tags = ['staff'];

const originOf = (request: FastifyRequest): HandOverOrigin => ({
  host: request.host,
  hostname: request.hostname,
  protocol: request.protocol,
});

/** The hand-over to the admin host (docs/product/staff.md#admin-panel, ADR 075). */
export const staffHandOverRoutes: FastifyPluginAsyncZod<StaffHandOverRoutesOptions> = async (
  app,
  { staffHandOverService },
) => {
  app.post(
    '/api/v2/staff/hand-over',
    {
      onRequest: app.requireStaff,
      bodyLimit: 2 * 1024,
      schema: {
        operationId: 'startStaffHandOver',
        summary: 'Staff: where the browser goes to open a console path (on the admin host, with an encrypted token)',
        description:
          'fallbackUrl: a console path (/admin/customers, /admin/shipments, /admin/requests, /admin/rate-management ' +
          'or below). When this host is the admin host the answer is the path itself; otherwise ' +
          '{admin host}/auth?token=<JWE, RSA-OAEP-256 + A256GCM, 60 s>&fallbackUrl=<path>. 403 ACCESS_FORBIDDEN when ' +
          "the staff member's role may not open the section.",
        tags,
        security: bearerAuth,
        body: staffHandOverRequestSchema,
        response: {
          200: staffHandOverResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'PAYLOAD_TOO_LARGE', ...sessionErrorCodes),
        },
      },
    },
    async (request) => {
      const jwt = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      return { data: await staffHandOverService.start(sessionOf(request), jwt, request.body, originOf(request)) };
    },
  );

  app.post(
    '/api/v2/staff/hand-over/accept',
    {
      bodyLimit: 16 * 1024,
      schema: {
        operationId: 'acceptStaffHandOver',
        summary: 'On the admin host: a hand-over token in, a session of this host out',
        description:
          '401 UNAUTHORIZED when the token does not decrypt with this deployment’s key, is for another host, is ' +
          'older than 60 s or names a dead session; 403 ACCESS_FORBIDDEN when it is not a staff member’s or of ' +
          'another brand.',
        tags,
        body: staffHandOverAcceptRequestSchema,
        response: {
          200: jwtResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'UNAUTHORIZED', 'ACCESS_FORBIDDEN', 'PAYLOAD_TOO_LARGE'),
        },
      },
    },
    async (request) => ({ data: await staffHandOverService.accept(request.body.token, originOf(request)) }),
  );
};

import {
  addRequestNoteBodySchema,
  answerRequestBodySchema,
  assignRequestBodySchema,
  moveRequestStatusBodySchema,
  requestAnsweredSchema,
  requestDetailSchema,
  requestIdParamsSchema,
  requestInboxPageSchema,
  requestInboxQuerySchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import type { RequestInboxService } from './request-inbox.service';

export interface RequestInboxRoutesOptions {
  requestInboxService: RequestInboxService;
}

const tags = ['custom-requests', 'staff'];
/** An answer's message and an offer of 30 lines fit well within this. */
const bodyLimit = 64 * 1024;
const detailAnswer = { 200: z.object({ data: requestDetailSchema }) };

/**
 * The staff's requests inbox (docs/decisions/078-staff-requests-inbox.md): staff whose kind opens
 * `requests`, on the host's brand; a customer token answers 403, no token 401. Another brand's
 * request is as unknown as a missing one (404 REQUEST_NOT_FOUND).
 */
export const requestInboxRoutes: FastifyPluginAsyncZod<RequestInboxRoutesOptions> = async (
  app,
  { requestInboxService },
) => {
  app.get(
    '/api/v2/staff/requests',
    {
      onRequest: app.requireStaffTo('requests'),
      schema: {
        operationId: 'listStaffRequests',
        summary:
          "Staff: the brand's requests (custom quotes, custom air quotes, e-commerce call-backs, restricted " +
          'commodities, lanes without rates), newest first, by kind, status and assignee (me, unassigned, an id), ' +
          'searched by contact or reference, with counts per status',
        tags,
        security: bearerAuth,
        querystring: requestInboxQuerySchema,
        response: {
          200: requestInboxPageSchema,
          ...errorResponses('INVALID_PAYLOAD', 'ACCESS_FORBIDDEN', ...sessionErrorCodes),
        },
      },
    },
    async (request) => requestInboxService.list(sessionOf(request), request.query),
  );

  app.get(
    '/api/v2/staff/requests/:requestId',
    {
      onRequest: app.requireStaffTo('requests'),
      schema: {
        operationId: 'getStaffRequest',
        summary: 'Staff: one request, everything the customer sent, its history and the moves allowed now',
        tags,
        security: bearerAuth,
        params: requestIdParamsSchema,
        response: {
          ...detailAnswer,
          ...errorResponses('INVALID_PAYLOAD', 'REQUEST_NOT_FOUND', 'ACCESS_FORBIDDEN', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({ data: await requestInboxService.detail(sessionOf(request), request.params.requestId) }),
  );

  app.put(
    '/api/v2/staff/requests/:requestId/status',
    {
      onRequest: app.requireStaffTo('requests'),
      schema: {
        operationId: 'moveStaffRequestStatus',
        summary:
          'Staff: moves a request by hand (new → in progress or closed; in progress → new or closed; answered → in ' +
          'progress or closed; closed → in progress); answered is reached by answering. Otherwise 409.',
        tags,
        security: bearerAuth,
        params: requestIdParamsSchema,
        body: moveRequestStatusBodySchema,
        response: {
          ...detailAnswer,
          ...errorResponses(
            'INVALID_PAYLOAD',
            'REQUEST_NOT_FOUND',
            'REQUEST_STATUS_MOVE_REFUSED',
            'ACCESS_FORBIDDEN',
            ...sessionErrorCodes,
          ),
        },
      },
    },
    async (request) => ({
      data: await requestInboxService.moveStatus(sessionOf(request), request.params.requestId, request.body.status),
    }),
  );

  app.put(
    '/api/v2/staff/requests/:requestId/assignee',
    {
      onRequest: app.requireStaffTo('requests'),
      schema: {
        operationId: 'assignStaffRequest',
        summary:
          'Staff: assigns the request to a staff member of the brand who may open requests (null unassigns); a new ' +
          'request assigned moves to in progress',
        tags,
        security: bearerAuth,
        params: requestIdParamsSchema,
        body: assignRequestBodySchema,
        response: {
          ...detailAnswer,
          ...errorResponses('INVALID_PAYLOAD', 'REQUEST_NOT_FOUND', 'ACCESS_FORBIDDEN', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({
      data: await requestInboxService.assign(sessionOf(request), request.params.requestId, request.body.assigneeId),
    }),
  );

  app.post(
    '/api/v2/staff/requests/:requestId/notes',
    {
      onRequest: app.requireStaffTo('requests'),
      schema: {
        operationId: 'addStaffRequestNote',
        summary: 'Staff: an internal note on the request (who and when are kept; never mailed)',
        tags,
        security: bearerAuth,
        params: requestIdParamsSchema,
        body: addRequestNoteBodySchema,
        response: {
          ...detailAnswer,
          ...errorResponses('INVALID_PAYLOAD', 'REQUEST_NOT_FOUND', 'ACCESS_FORBIDDEN', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({
      data: await requestInboxService.addNote(sessionOf(request), request.params.requestId, request.body.text),
    }),
  );

  app.post(
    '/api/v2/staff/requests/:requestId/answer',
    {
      onRequest: app.requireStaffTo('requests'),
      bodyLimit,
      schema: {
        operationId: 'answerStaffRequest',
        summary:
          "Staff: mails the answer to the requester in the request's language; the request becomes answered. With a " +
          'priced offer, a quote holding that one rate is made for the customer and the mail links to it.',
        tags,
        security: bearerAuth,
        params: requestIdParamsSchema,
        body: answerRequestBodySchema,
        response: {
          200: z.object({ data: requestAnsweredSchema }),
          ...errorResponses(
            'INVALID_PAYLOAD',
            'PAYLOAD_TOO_LARGE',
            'REQUEST_NOT_FOUND',
            'REQUEST_STATUS_MOVE_REFUSED',
            'REQUEST_HAS_NO_CONTACT',
            'ACCESS_FORBIDDEN',
            ...sessionErrorCodes,
          ),
        },
      },
    },
    async (request) => ({
      data: await requestInboxService.answer(sessionOf(request), request.params.requestId, request.body),
    }),
  );
};

import {
  customQuoteRequestBodySchema,
  customQuoteRequestCreatedSchema,
  customRequestListQuerySchema,
  customRequestPageSchema,
  customRequestViewSchema,
  eCommerceCallbackCreatedSchema,
  eCommerceCallbackRequestBodySchema,
  type CustomQuoteRequestKind,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, optionalBearerAuth, sessionErrorCodes } from '../../http/api-docs';
import { originOf } from '../../http/request-origin';
import type { CustomRequestsService } from './custom-requests.service';

export interface CustomRequestsRoutesOptions {
  customRequestsService: CustomRequestsService;
}

/** A search, contact details and comments fit well within this. */
const bodyLimit = 32 * 1024;
const tags = ['custom-requests'];
/** A request names a quotable search and a contact; guests are limited per IP address and e-mail address. */
const submissionErrors = errorResponses(
  'INVALID_PAYLOAD',
  'QUOTE_NOT_FOUND',
  'INVALID_SHIPPING_ROUTE',
  'CARGO_LIMIT_EXCEEDED',
  'PAYLOAD_TOO_LARGE',
  'ACCESS_FORBIDDEN',
  'TOO_MANY_ATTEMPTS',
  ...sessionErrorCodes,
);

/**
 * Requests staff answer by hand (docs/decisions/040-custom-requests.md). Guests may submit (a
 * bearer token, when sent, ties the request to the customer); the list is for staff.
 */
export const customRequestsRoutes: FastifyPluginAsyncZod<CustomRequestsRoutesOptions> = async (
  app,
  { customRequestsService },
) => {
  const customQuoteRoute = (path: string, kind: CustomQuoteRequestKind, operationId: string, summary: string) =>
    app.post(
      path,
      {
        onRequest: app.optionalSession,
        bodyLimit,
        schema: {
          operationId,
          summary,
          tags,
          security: optionalBearerAuth,
          body: customQuoteRequestBodySchema,
          response: { 201: z.object({ data: customQuoteRequestCreatedSchema }), ...submissionErrors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ data: await customRequestsService.requestCustomQuote(kind, request.body, originOf(request)) }),
    );

  customQuoteRoute(
    '/api/v2/custom-requests/air-quote',
    'CUSTOM_AIR_QUOTE',
    'requestCustomAirQuote',
    'Custom air quote request (an air search without an instant rate); answered within 2 working days',
  );
  customQuoteRoute(
    '/api/v2/custom-requests/quote',
    'CUSTOM_QUOTE',
    'requestCustomQuote',
    'Custom quote request when a search finds no results (any mode); answered within 2 working days',
  );

  app.post(
    '/api/v2/custom-requests/e-commerce-callback',
    {
      onRequest: app.optionalSession,
      bodyLimit,
      schema: {
        operationId: 'requestECommerceCallback',
        summary: 'E-commerce call-back request (/e-commerce-solution/:serviceType); a reply within 72 hours',
        tags,
        security: optionalBearerAuth,
        body: eCommerceCallbackRequestBodySchema,
        response: { 201: z.object({ data: eCommerceCallbackCreatedSchema }), ...submissionErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await customRequestsService.requestECommerceCallback(request.body, originOf(request)) }),
  );

  app.get(
    '/api/v2/custom-requests',
    {
      onRequest: app.requireStaffTo('requests'),
      schema: {
        operationId: 'listCustomRequests',
        summary: "Staff: the brand's custom requests, newest first, filtered by kind and status, paginated",
        tags,
        security: bearerAuth,
        querystring: customRequestListQuerySchema,
        response: {
          200: customRequestPageSchema,
          ...errorResponses('INVALID_PAYLOAD', 'ACCESS_FORBIDDEN', ...sessionErrorCodes),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customRequestsService.list(request.hostname, request.query);
    },
  );

  app.get(
    '/api/v2/custom-requests/:uuid',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'getCustomRequest',
        summary: 'One custom request: its own customer or staff (403 otherwise)',
        tags,
        security: bearerAuth,
        params: z.object({ uuid: z.uuid() }),
        response: {
          200: z.object({ data: customRequestViewSchema }),
          ...errorResponses('INVALID_PAYLOAD', 'ACCESS_FORBIDDEN', ...sessionErrorCodes),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        data: await customRequestsService.findForViewer(viewerOf(request), request.hostname, request.params.uuid),
      };
    },
  );
};

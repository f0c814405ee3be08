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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../accounts/auth.plugin';
import type { CustomRequestsService, RequestOrigin } from './custom-requests.service';

export interface CustomRequestsRoutesOptions {
  customRequestsService: CustomRequestsService;
}

const originOf = (request: FastifyRequest): RequestOrigin => ({
  hostname: request.hostname,
  ip: request.ip,
  session: request.session,
  acceptLanguage: request.headers['accept-language'],
});

/** A search, contact details and comments fit well within this. */
const bodyLimit = 32 * 1024;
const tags = ['custom-requests'];

/**
 * Requests staff answer by hand (docs/decisions/040-custom-requests.md). Guests may submit (a
 * bearer token, when sent, ties the request to the customer); the list is for staff.
 */
export const customRequestsRoutes: FastifyPluginAsyncZod<CustomRequestsRoutesOptions> = async (
  app,
  { customRequestsService },
) => {
  const customQuoteRoute = (path: string, kind: CustomQuoteRequestKind, summary: string) =>
    app.post(
      path,
      {
        preHandler: app.optionalSession,
        bodyLimit,
        schema: {
          summary,
          tags,
          body: customQuoteRequestBodySchema,
          response: { 201: z.object({ data: customQuoteRequestCreatedSchema }) },
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
    'Custom air quote request (an air search without an instant rate); answered within 2 working days; 201 {uuid, kind, answerBy}',
  );
  customQuoteRoute(
    '/api/v2/custom-requests/quote',
    'CUSTOM_QUOTE',
    'Custom quote request when a search finds no results (any mode); answered within 2 working days; 201 {uuid, kind, answerBy}',
  );

  app.post(
    '/api/v2/custom-requests/e-commerce-callback',
    {
      preHandler: app.optionalSession,
      bodyLimit,
      schema: {
        summary:
          'E-commerce call-back request (/e-commerce-solution/:serviceType); a reply within 72 hours; 201 {uuid, kind, replyBy}',
        tags,
        body: eCommerceCallbackRequestBodySchema,
        response: { 201: z.object({ data: eCommerceCallbackCreatedSchema }) },
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
      preHandler: app.requireSession,
      schema: {
        summary:
          "Staff: the brand's custom requests, newest first, filtered by kind and status, paginated (403 for customers)",
        tags,
        querystring: customRequestListQuerySchema,
        response: { 200: customRequestPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return customRequestsService.list(sessionOf(request), request.hostname, request.query);
    },
  );

  app.get(
    '/api/v2/custom-requests/:uuid',
    {
      preHandler: app.requireSession,
      schema: {
        summary: 'One custom request: its own customer or staff (403 otherwise)',
        tags,
        params: z.object({ uuid: z.uuid() }),
        response: { 200: z.object({ data: customRequestViewSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        data: await customRequestsService.findForViewer(sessionOf(request), request.hostname, request.params.uuid),
      };
    },
  );
};

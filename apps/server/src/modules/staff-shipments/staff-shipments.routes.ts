import {
  bookingUpdatedResponseSchema,
  issueRequoteRequestSchema,
  requoteParamsSchema,
  requoteRateParamsSchema,
  requoteResponseSchema,
  staffShipmentsExportQuerySchema,
  staffShipmentsPageSchema,
  staffShipmentsQuerySchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import { languageOfRequest } from '../../http/request-language';
import type { StaffShipmentsService } from './staff-shipments.service';

export interface StaffShipmentsRoutesOptions {
  staffShipmentsService: StaffShipmentsService;
}

const tags = ['staff', 'bookings'];
const csvResponse = {
  description: 'The CSV file (UTF-8 with a byte-order mark; Content-Disposition: attachment)',
  content: { 'text/csv': { schema: z.any() } },
};

/**
 * All shipments and the re-quote (docs/product/staff.md, docs/decisions/077-staff-shipments.md;
 * contracts: packages/domain/src/staff-shipments/): staff with the `shipments` permission.
 */
export const staffShipmentsRoutes: FastifyPluginAsyncZod<StaffShipmentsRoutesOptions> = async (
  app,
  { staffShipmentsService },
) => {
  app.get(
    '/api/v2/staff/shipments',
    {
      onRequest: app.requireStaffTo('shipments'),
      schema: {
        operationId: 'staffShipments',
        summary: "Every booking of the brand, filtered, searched, sorted and paged (the console's All shipments)",
        description:
          'search: a shipment id (SH-000123, 123) or the start of a booking id, at least 3 characters. customer: ' +
          "the customer's id, or part of their e-mail, name or company. origin/destination: a place code, a country " +
          'code or the start of a city. Date ranges are inclusive (booked on in UTC days). pendingAction: any, none ' +
          'or one pending action. sort: a key, descending with a leading -.',
        tags,
        security: bearerAuth,
        querystring: staffShipmentsQuerySchema,
        response: {
          200: staffShipmentsPageSchema,
          ...errorResponses('INVALID_PAYLOAD', 'PRODUCT_SERVICE_NOT_AVAILABLE', ...sessionErrorCodes),
        },
      },
    },
    async (request) => staffShipmentsService.list(sessionOf(request), request.query),
  );

  app.get(
    '/api/v2/staff/shipments/export.csv',
    {
      onRequest: app.requireStaffTo('shipments'),
      schema: {
        operationId: 'exportStaffShipments',
        summary: 'The filtered shipments as CSV: every page, streamed; headers in the language asked (lang)',
        description:
          'The same filters and sort as the list. Dates in ISO 8601; totals as decimals with their currency; a cell ' +
          'starting with = + - @ is written with a leading apostrophe (no formula runs when opened).',
        tags,
        security: bearerAuth,
        querystring: staffShipmentsExportQuerySchema,
        response: {
          200: csvResponse,
          ...errorResponses('INVALID_PAYLOAD', 'PRODUCT_SERVICE_NOT_AVAILABLE', ...sessionErrorCodes),
        },
      },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.query;
      const language = languageOfRequest(lang, request.headers['accept-language']);
      const stream = staffShipmentsService.exportCsv(sessionOf(request), filter, language);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="shipments.csv"')
        .send(stream);
    },
  );

  app.post(
    '/api/v2/staff/bookings/:bookingUuid/requotes',
    {
      onRequest: app.requireStaffTo('shipments'),
      schema: {
        operationId: 'requoteBooking',
        summary: "Re-quotes a booking: its cargo and route priced today, in the booking's currency",
        description:
          "Needs the brand's requoteStep flag (403 FEATURE_DISABLED without). The quote copies the booking's " +
          "search; a cargo-ready date in the past becomes today. Each rate carries the booking's total if picked " +
          '(the booked extras it still offers, the insurance kept) and the extras it would drop. No rate today: an ' +
          'empty list. A cancelled or complete booking: 409 INVALID_STATUS_TRANSITION.',
        tags,
        security: bearerAuth,
        params: requoteParamsSchema,
        response: {
          201: requoteResponseSchema,
          ...errorResponses(
            'FEATURE_DISABLED',
            'BOOKING_NOT_FOUND',
            'INVALID_STATUS_TRANSITION',
            'INVALID_PAYLOAD',
            ...sessionErrorCodes,
          ),
        },
      },
    },
    async (request, reply) => {
      const data = await staffShipmentsService.requote(request.params.bookingUuid, sessionOf(request), {
        hostname: request.hostname,
        language: languageOfRequest(undefined, request.headers['accept-language']),
      });
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/api/v2/staff/bookings/:bookingUuid/requotes/:quoteUuid/rates/:rateUuid',
    {
      onRequest: app.requireStaffTo('shipments'),
      schema: {
        operationId: 'issueRequote',
        summary: "Makes a re-quote's rate the booking's revised quote (the customer accepts it), mailing the customer",
        description:
          "Needs the requoteStep flag. The revised quote's lines are the rate's, the booked extras it offers and " +
          'the insurance as frozen; a pending revised quote is superseded.',
        tags,
        security: bearerAuth,
        params: requoteRateParamsSchema,
        body: issueRequoteRequestSchema,
        response: {
          201: bookingUpdatedResponseSchema,
          ...errorResponses(
            'FEATURE_DISABLED',
            'INVALID_PAYLOAD',
            'BOOKING_NOT_FOUND',
            'QUOTE_NOT_FOUND',
            'RATE_NOT_FOUND',
            'INVALID_STATUS_TRANSITION',
            ...sessionErrorCodes,
          ),
        },
      },
    },
    async (request, reply) => {
      const data = await staffShipmentsService.issueRequote(request.params, request.body, sessionOf(request));
      return reply.code(201).send({ data });
    },
  );
};

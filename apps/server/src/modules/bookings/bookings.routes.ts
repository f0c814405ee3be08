import {
  bookingCreatedResponseSchema,
  bookingDetailsResponseSchema,
  bookingParamsSchema,
  bookingPartyParamsSchema,
  bookingUpdatedResponseSchema,
  changeBookingStatusRequestSchema,
  createBookingParamsSchema,
  createBookingRequestSchema,
  idempotencyKeyHeadersSchema,
  idempotencyKeySchema,
  issueRevisedQuoteRequestSchema,
  myBookingsPageSchema,
  myBookingsQuerySchema,
  recordMilestoneRequestSchema,
  revisedQuoteParamsSchema,
  updatePartyRequestSchema,
  updateShipmentReferencesRequestSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf, viewerOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import { plainJsonSerializer } from '../../http/plain-json-serializer';
import { AppError } from '../../errors/app-error';
import type { BookingsService } from './bookings.service';

export interface BookingsRoutesOptions {
  bookingsService: BookingsService;
}

/** A booking's body: the addresses make it the largest request a customer sends here. */
const bookingBodyLimit = 64 * 1024;

/**
 * The booking calls (docs/product/booking.md, docs/decisions/063-booking-lifecycle.md; contracts:
 * packages/domain/src/bookings/booking-contracts.ts): the customer's, then staff's.
 */
export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (app, { bookingsService }) => {
  app.post(
    '/api/v2/quotes/:quoteId/rates/:rateUuid/bookings',
    {
      onRequest: app.requireCustomer,
      bodyLimit: bookingBodyLimit,
      schema: {
        operationId: 'createBooking',
        summary: "Books a quote's rate (status R); the same Idempotency-Key and body answer the same booking",
        description:
          'Needs an `Idempotency-Key` header (400 IDEMPOTENCY_KEY_REQUIRED without): the same key with the same body ' +
          'answers the booking made the first time (201, never a second one); with another body 422 ' +
          'IDEMPOTENCY_KEY_REUSED. The pickup (delivery) address is required exactly when the rate includes pickup ' +
          '(delivery). An account without a password: 409 ACCOUNT_SETUP_INCOMPLETE. Mails the customer and ' +
          "the brand's operations address.",
        tags: ['bookings'],
        security: bearerAuth,
        params: createBookingParamsSchema,
        headers: idempotencyKeyHeadersSchema,
        body: createBookingRequestSchema,
        response: {
          201: bookingCreatedResponseSchema,
          ...errorResponses(
            'IDEMPOTENCY_KEY_REQUIRED',
            'INVALID_PAYLOAD',
            'IDEMPOTENCY_KEY_REUSED',
            'QUOTE_NOT_FOUND',
            'RATE_NOT_FOUND',
            'RATE_EXPIRED',
            'ACCOUNT_SETUP_INCOMPLETE',
            'PAYLOAD_TOO_LARGE',
            ...sessionErrorCodes,
          ),
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      const data = await bookingsService.createBooking({
        quoteUuid: request.params.quoteId,
        rateUuid: request.params.rateUuid,
        idempotencyKey: key.data,
        body: request.body,
        session: sessionOf(request),
      });
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/api/v2/bookings',
    {
      onRequest: app.requireSession,
      // Built from typed values; read on every visit of a booking page (a test checks it holds the schema's keys only).
      serializerCompiler: plainJsonSerializer,
      schema: {
        operationId: 'myBookings',
        summary: "My bookings, newest first (staff: the brand's), with filters and a search of 3 characters or more",
        description:
          'search: the start of a booking id or shipment id (SH-000123), or part of the customer reference. ' +
          'needsAction=true: only bookings with a pending action.',
        tags: ['bookings'],
        security: bearerAuth,
        querystring: myBookingsQuerySchema,
        response: {
          200: myBookingsPageSchema,
          ...errorResponses('INVALID_PAYLOAD', 'PRODUCT_SERVICE_NOT_AVAILABLE', ...sessionErrorCodes),
        },
      },
    },
    async (request) => bookingsService.myBookings(sessionOf(request), viewerOf(request).isStaff, request.query),
  );

  app.get(
    '/api/v2/bookings/:bookingUuid/details',
    {
      onRequest: app.requireSession,
      // Built from typed values; read on every visit of a booking page (a test checks it holds the schema's keys only).
      serializerCompiler: plainJsonSerializer,
      schema: {
        operationId: 'bookingDetails',
        summary: "A booking's details: booking, cargo, documents, parties and payments",
        description:
          "The customer reads their own bookings, staff any of the brand's (403 ACCESS_FORBIDDEN otherwise). An " +
          'unknown or malformed id answers 422 BOOKING_NOT_FOUND; a failing database 503 ' +
          'PRODUCT_SERVICE_NOT_AVAILABLE.',
        tags: ['bookings'],
        security: bearerAuth,
        params: bookingParamsSchema,
        response: {
          200: bookingDetailsResponseSchema,
          ...errorResponses('BOOKING_NOT_FOUND', 'PRODUCT_SERVICE_NOT_AVAILABLE', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({
      data: await bookingsService.details(request.params.bookingUuid, sessionOf(request), viewerOf(request).isStaff),
    }),
  );

  app.put(
    '/api/v2/bookings/:bookingUuid/parties/:role',
    {
      onRequest: app.requireCustomer,
      bodyLimit: bookingBodyLimit,
      schema: {
        operationId: 'updateBookingParty',
        summary: 'Gives a party (shipper, consignee, notify party) or door address after booking',
        description: 'Completes its pending action. pickup / delivery only when the rate includes that door leg.',
        tags: ['bookings'],
        security: bearerAuth,
        params: bookingPartyParamsSchema,
        body: updatePartyRequestSchema,
        response: {
          200: bookingUpdatedResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'BOOKING_NOT_FOUND', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({
      data: await bookingsService.updateParty(
        request.params.bookingUuid,
        request.params.role,
        request.body,
        sessionOf(request),
      ),
    }),
  );

  app.post(
    '/api/v2/bookings/:bookingUuid/revised-quotes/:revisedQuoteUuid/accept',
    {
      onRequest: app.requireCustomer,
      schema: {
        operationId: 'acceptRevisedQuote',
        summary: "Accepts a revised quote: its charges come into force and the booking's total follows",
        description: 'A revised quote no longer pending (accepted, or superseded by a newer one): 409.',
        tags: ['bookings'],
        security: bearerAuth,
        params: revisedQuoteParamsSchema,
        response: {
          200: bookingUpdatedResponseSchema,
          ...errorResponses('BOOKING_NOT_FOUND', 'INVALID_STATUS_TRANSITION', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({
      data: await bookingsService.acceptRevisedQuote(
        request.params.bookingUuid,
        request.params.revisedQuoteUuid,
        sessionOf(request),
      ),
    }),
  );

  // Staff of the booking's brand (docs/decisions/049-access.md).
  app.post(
    '/api/v2/staff/bookings/:bookingUuid/status',
    {
      onRequest: app.requireStaffTo('shipments'),
      schema: {
        operationId: 'changeBookingStatus',
        summary: 'Moves a booking on (R → P or C; P → D or C), mailing the customer',
        description:
          'A cancellation needs a reason. A move the lifecycle does not allow: 409 INVALID_STATUS_TRANSITION; to P ' +
          'while a revised quote waits for the customer: 409 REVISED_QUOTE_PENDING.',
        tags: ['bookings', 'staff'],
        security: bearerAuth,
        params: bookingParamsSchema,
        body: changeBookingStatusRequestSchema,
        response: {
          200: bookingUpdatedResponseSchema,
          ...errorResponses(
            'INVALID_PAYLOAD',
            'BOOKING_NOT_FOUND',
            'INVALID_STATUS_TRANSITION',
            'REVISED_QUOTE_PENDING',
            ...sessionErrorCodes,
          ),
        },
      },
    },
    async (request) => ({
      data: await bookingsService.changeStatus(request.params.bookingUuid, request.body, sessionOf(request)),
    }),
  );

  app.post(
    '/api/v2/staff/bookings/:bookingUuid/milestones',
    {
      onRequest: app.requireStaffTo('shipments'),
      schema: {
        operationId: 'recordBookingMilestone',
        summary:
          'Records a planned, estimated or actual milestone date (with its DCSA event codes), mailing the customer',
        tags: ['bookings', 'staff'],
        security: bearerAuth,
        params: bookingParamsSchema,
        body: recordMilestoneRequestSchema,
        response: {
          201: bookingUpdatedResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'BOOKING_NOT_FOUND', ...sessionErrorCodes),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await bookingsService.recordMilestone(request.params.bookingUuid, request.body, sessionOf(request)),
      }),
  );

  app.post(
    '/api/v2/staff/bookings/:bookingUuid/revised-quotes',
    {
      onRequest: app.requireStaffTo('shipments'),
      bodyLimit: bookingBodyLimit,
      schema: {
        operationId: 'issueRevisedQuote',
        summary: "Issues a revised quote (the booking's currency), superseding a pending one, mailing the customer",
        description:
          'Until the customer accepts it, the booking cannot move to P. Not on a cancelled or complete booking.',
        tags: ['bookings', 'staff'],
        security: bearerAuth,
        params: bookingParamsSchema,
        body: issueRevisedQuoteRequestSchema,
        response: {
          201: bookingUpdatedResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'BOOKING_NOT_FOUND', 'INVALID_STATUS_TRANSITION', ...sessionErrorCodes),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await bookingsService.issueRevisedQuote(request.params.bookingUuid, request.body, sessionOf(request)),
      }),
  );

  app.put(
    '/api/v2/staff/bookings/:bookingUuid/references',
    {
      onRequest: app.requireStaffTo('shipments'),
      schema: {
        operationId: 'updateShipmentReferences',
        summary: "Sets the shipment's carrier references: vessel, voyage, MBL number and container numbers",
        tags: ['bookings', 'staff'],
        security: bearerAuth,
        params: bookingParamsSchema,
        body: updateShipmentReferencesRequestSchema,
        response: {
          200: bookingUpdatedResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'BOOKING_NOT_FOUND', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({
      data: await bookingsService.updateReferences(request.params.bookingUuid, request.body, sessionOf(request)),
    }),
  );
};

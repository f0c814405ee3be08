import {
  createdCustomerResponseSchema,
  customerIdParamsSchema,
  endedSessionsSchema,
  internalCustomerCreationBodySchema,
  myBookingsPageSchema,
  myQuotesPageSchema,
  setStaffRoleRequestSchema,
  staffCustomerDetailsResponseSchema,
  staffCustomerPageQuerySchema,
  staffRoleResponseSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import { originOf } from '../../http/request-origin';
import type { StaffConsoleService } from './staff-console.service';

export interface StaffConsoleRoutesOptions {
  staffConsoleService: StaffConsoleService;
}

const tags = ['staff'];

/**
 * The staff console's customer calls (docs/product/staff.md#all-customers, ADR 075): the customer page, their quotes
 * and bookings, a staff member's role (admins), and a customer created on their behalf. The search is
 * `GET /api/v2/staff/customers` (accounts); ending every session of a customer. Credit lines are the payments module's.
 */
export const staffConsoleRoutes: FastifyPluginAsyncZod<StaffConsoleRoutesOptions> = async (
  app,
  { staffConsoleService },
) => {
  app.post(
    '/api/v2/staff/customers',
    {
      onRequest: app.requireStaffTo('customers'),
      bodyLimit: 16 * 1024,
      schema: {
        operationId: 'createCustomerByStaff',
        summary: 'Staff: opens an account for a customer (no password: they get a set-password link by e-mail)',
        description:
          'The standard sign-up answers with country and customer branch in place of password and newsletter. ' +
          'The link is mailed in the language given, valid for 7 days.',
        tags,
        security: bearerAuth,
        body: internalCustomerCreationBodySchema,
        response: {
          201: createdCustomerResponseSchema,
          ...errorResponses(
            'INVALID_PAYLOAD',
            'EMAIL_ALREADY_EXIST',
            'PHONE_ALREADY_EXIST',
            'COMMODITY_NOT_ACCEPTED',
            'PAYLOAD_TOO_LARGE',
            ...sessionErrorCodes,
          ),
        },
      },
    },
    async (request, reply) => {
      const created = await staffConsoleService.createCustomer(sessionOf(request), request.body, originOf(request));
      return reply.code(201).send({ data: created });
    },
  );

  app.get(
    '/api/v2/staff/customers/:customerId',
    {
      onRequest: app.requireStaffTo('customers'),
      schema: {
        operationId: 'getStaffCustomer',
        summary: "Staff: a customer's profile, live sessions and audit trail (newest 50 of each)",
        tags,
        security: bearerAuth,
        params: customerIdParamsSchema,
        response: {
          200: staffCustomerDetailsResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'USER_NOT_FOUND', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({ data: await staffConsoleService.details(sessionOf(request), request.params.customerId) }),
  );

  app.get(
    '/api/v2/staff/customers/:customerId/quotes',
    {
      onRequest: app.requireStaffTo('customers'),
      schema: {
        operationId: 'listStaffCustomerQuotes',
        summary: "Staff: a page of the customer's quotes, newest first",
        tags,
        security: bearerAuth,
        params: customerIdParamsSchema,
        querystring: staffCustomerPageQuerySchema,
        response: {
          200: myQuotesPageSchema,
          ...errorResponses('INVALID_PAYLOAD', 'USER_NOT_FOUND', ...sessionErrorCodes),
        },
      },
    },
    async (request) => staffConsoleService.quotes(sessionOf(request), request.params.customerId, request.query),
  );

  app.get(
    '/api/v2/staff/customers/:customerId/bookings',
    {
      onRequest: app.requireStaffTo('customers'),
      schema: {
        operationId: 'listStaffCustomerBookings',
        summary: "Staff: a page of the customer's bookings, newest first",
        tags,
        security: bearerAuth,
        params: customerIdParamsSchema,
        querystring: staffCustomerPageQuerySchema,
        response: {
          200: myBookingsPageSchema,
          ...errorResponses('INVALID_PAYLOAD', 'USER_NOT_FOUND', ...sessionErrorCodes),
        },
      },
    },
    async (request) => staffConsoleService.bookings(sessionOf(request), request.params.customerId, request.query),
  );

  app.put(
    '/api/v2/staff/customers/:customerId/staff-role',
    {
      onRequest: app.requireStaffTo('staffRoles'),
      bodyLimit: 1024,
      schema: {
        operationId: 'setStaffRole',
        summary: "Admin: a staff member's role (effective with their next token; audited)",
        tags,
        security: bearerAuth,
        params: customerIdParamsSchema,
        body: setStaffRoleRequestSchema,
        response: {
          200: staffRoleResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'USER_NOT_FOUND', 'PAYLOAD_TOO_LARGE', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({
      data: await staffConsoleService.setStaffRole(
        sessionOf(request),
        request.params.customerId,
        request.body.role,
        request.ip,
      ),
    }),
  );

  app.delete(
    '/api/v2/staff/customers/:customerId/sessions',
    {
      onRequest: app.requireStaffTo('customers'),
      schema: {
        operationId: 'endCustomerSessions',
        summary: "Staff: ends every session of a customer of the staff member's brand (audited; 403 for customers)",
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
      data: await staffConsoleService.endSessions(sessionOf(request), request.params.customerId, request.ip),
    }),
  );
};

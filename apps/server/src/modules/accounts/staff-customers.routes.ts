import { staffCustomerSearchQuerySchema, staffCustomerSearchResponseSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import type { CustomerDirectory } from './staff-customers.service';

export interface StaffCustomersRoutesOptions {
  customerDirectory: CustomerDirectory;
}

/**
 * The brand's customers for staff (docs/product/staff.md; docs/decisions/059-quote-sharing.md): a
 * search by e-mail or customer id, e.g. to share a quote with one. The customers console builds on it.
 */
export const staffCustomersRoutes: FastifyPluginAsyncZod<StaffCustomersRoutesOptions> = async (
  app,
  { customerDirectory },
) => {
  app.get(
    '/api/v2/staff/customers',
    {
      onRequest: app.requireStaff,
      schema: {
        operationId: 'searchCustomers',
        summary: "Staff: a page of the brand's customers, found by e-mail, name, company, phone or customer id",
        description:
          'query (optional): at least 3 characters, found anywhere in the e-mail, name, company, phone or ' +
          'customer id, case-insensitively (a phone number may be typed with spaces). Paging (page, pageSize ≤ 100, ' +
          '10 by default) and sorting (name, company, createdAt, lastSignInAt; asc or desc; newest first by ' +
          'default). The matches are not counted: total is how many there are up to the end of the page, and ' +
          'totalIsCapped says more follow it. Every staff role may search ' +
          '(sharing a quote, ADR 059).',
        tags: ['staff'],
        security: bearerAuth,
        querystring: staffCustomerSearchQuerySchema,
        response: {
          200: staffCustomerSearchResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'TOO_MANY_ATTEMPTS', ...sessionErrorCodes),
        },
      },
    },
    async (request) => customerDirectory.search(sessionOf(request).brandId, request.query),
  );
};

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
        summary: "Staff: the brand's customers whose e-mail holds the query or whose id starts with it (10 at most)",
        description: 'query: at least 3 characters. Answers id, e-mail, name, company and profile, by e-mail.',
        tags: ['staff'],
        security: bearerAuth,
        querystring: staffCustomerSearchQuerySchema,
        response: {
          200: staffCustomerSearchResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'TOO_MANY_ATTEMPTS', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({ data: await customerDirectory.search(sessionOf(request).brandId, request.query.query) }),
  );
};

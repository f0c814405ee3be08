import {
  quoteCustomisationResponseSchema,
  quoteIdParamsSchema,
  ratePriceDownloadQuerySchema,
  ratePriceFileName,
  rateParamsSchema,
  saveQuoteCustomisationRequestSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import { attachmentHeader } from '../documents/documents.routes';
import type { StaffQuotesService } from './staff-quotes.service';

export interface StaffQuotesRoutesOptions {
  staffQuotesService: StaffQuotesService;
}

/** The price as a file (Content-Disposition: attachment): CSV or PDF, as `format` asks. */
const fileResponse = {
  description: 'The rate’s price as a file (Content-Disposition: attachment)',
  content: { 'text/csv': { schema: z.any() }, 'application/pdf': { schema: z.any() } },
};

/**
 * Staff tools on a quote (docs/decisions/081-staff-quote-tools.md): a rate's price as CSV or PDF (every staff
 * member) and customised prices (`quotePricing`: sales, pricing, admin). Customers get 403, no token 401.
 */
export const staffQuotesRoutes: FastifyPluginAsyncZod<StaffQuotesRoutesOptions> = async (
  app,
  { staffQuotesService },
) => {
  app.get(
    '/api/v2/staff/quotes/:quoteId/rates/:rateUuid/price',
    {
      onRequest: app.requireStaff,
      schema: {
        operationId: 'downloadRatePrice',
        summary: "A rate's price breakdown as CSV or PDF (staff)",
        description:
          'The charge lines by group with quantities, unit prices and amounts, the currency and the exchange rates ' +
          'with their dates, subtotal, taxes and total, validity, route and carrier — as the customer is priced (a ' +
          'customised rate at its customised price, with the rate-sheet price beside it). `lang` (else the staff ' +
          "member's language) names the texts; `currency` reads the quote in another currency. The PDF carries the " +
          "brand's band and logo (ADR 066).",
        tags: ['staff'],
        security: bearerAuth,
        params: rateParamsSchema,
        querystring: ratePriceDownloadQuerySchema,
        response: {
          200: fileResponse,
          ...errorResponses('INVALID_PAYLOAD', 'QUOTE_NOT_FOUND', 'RATE_NOT_FOUND', ...sessionErrorCodes),
        },
      },
    },
    async (request, reply) => {
      const { quoteId, rateUuid } = request.params;
      const file = await staffQuotesService.ratePrice(quoteId, rateUuid, request.query, viewerOf(request));
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentHeader(ratePriceFileName(quoteId, rateUuid, request.query.format)))
        .send(file.body);
    },
  );

  app.get(
    '/api/v2/staff/quotes/:quoteId/customisation',
    {
      onRequest: app.requireStaffTo('quotePricing'),
      schema: {
        operationId: 'getQuoteCustomisation',
        summary: "A quote's rates at their rate-sheet price, with the margins in force (staff with quotePricing)",
        tags: ['staff'],
        security: bearerAuth,
        params: quoteIdParamsSchema,
        response: {
          200: quoteCustomisationResponseSchema,
          ...errorResponses('INVALID_PAYLOAD', 'QUOTE_NOT_FOUND', ...sessionErrorCodes),
        },
      },
    },
    async (request) => ({ data: await staffQuotesService.customisation(request.params.quoteId, viewerOf(request)) }),
  );

  app.put(
    '/api/v2/staff/quotes/:quoteId/customisation',
    {
      onRequest: app.requireStaffTo('quotePricing'),
      bodyLimit: 64 * 1024,
      schema: {
        operationId: 'saveQuoteCustomisation',
        summary: 'Customises the prices of some rates of a quote (staff with quotePricing)',
        description:
          'Per rate, margins on a charge line (its position in its group) or a whole group, by an amount (minor ' +
          "units of the quote's currency) or a percentage, up or down; taxes take none. No line goes below zero. An " +
          'empty list puts the rate back at its rate-sheet price. From then on the customer reads, and books, the ' +
          'customised price only. Each save is kept (who, when, what) and written to the audit log. 422 ' +
          'INVALID_PAYLOAD names a margin on no line, on an empty group or repeated as ' +
          '`errors["rates.<i>.margins.<j>"]`.',
        tags: ['staff'],
        security: bearerAuth,
        params: quoteIdParamsSchema,
        body: saveQuoteCustomisationRequestSchema,
        response: {
          200: quoteCustomisationResponseSchema,
          ...errorResponses(
            'INVALID_PAYLOAD',
            'QUOTE_NOT_FOUND',
            'RATE_NOT_FOUND',
            'PAYLOAD_TOO_LARGE',
            ...sessionErrorCodes,
          ),
        },
      },
    },
    async (request) => ({
      data: await staffQuotesService.saveCustomisation(
        request.params.quoteId,
        request.body,
        viewerOf(request),
        request.ip,
      ),
    }),
  );
};

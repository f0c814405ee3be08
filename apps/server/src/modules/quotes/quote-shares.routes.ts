import { quoteIdParamsSchema, quoteSharedResponseSchema, shareQuoteRequestSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/auth.plugin';
import { bearerAuth, errorResponses, sessionErrorCodes } from '../../http/api-docs';
import type { QuoteSharesService } from './quote-shares.service';

export interface QuoteSharesRoutesOptions {
  quoteSharesService: QuoteSharesService;
}

/** Sharing a quote by e-mail (docs/decisions/059-quote-sharing.md; contracts: quote-share-contracts.ts). */
export const quoteSharesRoutes: FastifyPluginAsyncZod<QuoteSharesRoutesOptions> = async (
  app,
  { quoteSharesService },
) => {
  app.post(
    '/api/v2/quotes/:quoteId/shares',
    {
      onRequest: app.requireSession,
      bodyLimit: 16 * 1024,
      schema: {
        operationId: 'shareQuote',
        summary: 'Shares a quote by e-mail: each recipient gets a link in their language and finds it in My quotes',
        description:
          'recipients: addresses separated by commas or spaces (or a list), at most 10. Each must be a customer of ' +
          "the brand whose profile is the quote's; otherwise 422 SHARE_PROFILE_MISMATCH names the refused ones as " +
          '`errors["recipients.<n>"]`, n counting the addresses as split (nothing is shared). The caller must be ' +
          'able to read the quote. 403 FEATURE_DISABLED when the brand has sharing off.',
        tags: ['quotes'],
        security: bearerAuth,
        params: quoteIdParamsSchema,
        body: shareQuoteRequestSchema,
        response: {
          201: quoteSharedResponseSchema,
          ...errorResponses(
            'INVALID_PAYLOAD',
            'SHARE_PROFILE_MISMATCH',
            'QUOTE_NOT_FOUND',
            'FEATURE_DISABLED',
            'PAYLOAD_TOO_LARGE',
            'TOO_MANY_ATTEMPTS',
            ...sessionErrorCodes,
          ),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await quoteSharesService.share(request.params.quoteId, request.body, viewerOf(request)) }),
  );
};

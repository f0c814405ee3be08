import {
  createQuoteQuerySchema,
  createQuoteRequestSchema,
  expiredQuoteResponseSchema,
  myQuotesPageSchema,
  myQuotesQuerySchema,
  quoteCreatedSchema,
  quoteIdParamsSchema,
  quoteReadQuerySchema,
  quoteResponseSchema,
  quoteSavedResponseSchema,
  type QuoteReadQuery,
} from '@freightdesk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf, viewerOf } from '../../http/auth.plugin';
import { openEventStream } from '../../http/event-stream';
import { languageOfRequest } from '../../http/request-language';
import { bearerAuth, errorResponses, optionalBearerAuth, sessionErrorCodes } from '../../http/api-docs';
import { plainJsonSerializer } from '../../http/plain-json-serializer';
import { quoteRequestExamples } from './quote-request-examples';
import type { QuotesService } from './quotes.service';

export interface QuotesRoutesOptions {
  quotesService: QuotesService;
  /** How often an event stream re-reads its quote, for changes made by another server process. */
  streamPollIntervalMs?: number;
  /** An event stream ends after this long even if the quote never completes. */
  streamMaxDurationMs?: number;
  /** The clock of the API reference's examples (their cargo-ready date). */
  now?: () => number;
}

const tags = ['quotes'];
/** Reading a quote: a malformed id or query, an unknown quote, someone else's quote. */
const quoteReadErrors = errorResponses('INVALID_PAYLOAD', 'QUOTE_NOT_FOUND', 'ACCESS_FORBIDDEN', ...sessionErrorCodes);

const languageOf = (request: FastifyRequest<{ Querystring: QuoteReadQuery }>) =>
  languageOfRequest(request.query.lang, request.headers['accept-language']);

/**
 * The quote calls (docs/decisions/041-quotes.md; contracts: packages/domain/src/quotes/quote-contracts.ts).
 * Creating and reading are open to guests (anonymous quotes); a signed-in customer's quote is theirs (and
 * staff's) only.
 */
export const quotesRoutes: FastifyPluginAsyncZod<QuotesRoutesOptions> = async (
  app,
  { quotesService, streamPollIntervalMs = 1_000, streamMaxDurationMs = 120_000, now = Date.now },
) => {
  app.post(
    '/api/v2/quotes',
    {
      onRequest: app.optionalSession,
      bodyLimit: 64 * 1024,
      schema: {
        operationId: 'createQuote',
        summary: 'Creates a quote from a cargo search; the first rates are priced before it answers',
        // The answer is the quote as getQuote reads it (in `lang`), so a client need not read it again.
        description:
          'Bearer token optional: without one the quote is anonymous. ' +
          'A restricted commodity or a lane without rates gives a quote without rates (quoteTypeCode NIQ) and a ' +
          'request for sales.',
        tags,
        security: optionalBearerAuth,
        querystring: createQuoteQuerySchema,
        body: createQuoteRequestSchema.meta({ 'x-examples': quoteRequestExamples(now()) }),
        response: {
          201: quoteCreatedSchema,
          ...errorResponses(
            'INVALID_PAYLOAD',
            'INVALID_SHIPPING_ROUTE',
            'CARGO_LIMIT_EXCEEDED',
            'PROFILE_MISMATCH',
            'COMMODITY_NOT_ACCEPTED',
            'PAYLOAD_TOO_LARGE',
            ...sessionErrorCodes,
          ),
        },
      },
      // The answer is a whole quote view, as getQuote's (ADR 044, ADR 071).
      serializerCompiler: plainJsonSerializer,
    },
    async (request, reply) => {
      const created = await quotesService.createQuote({
        body: request.body,
        session: request.session,
        hostname: request.hostname,
        language: languageOfRequest(undefined, request.headers['accept-language']),
        reader: { viewer: viewerOf(request), language: languageOf(request) },
      });
      return reply.code(201).send({ data: created });
    },
  );

  async function sendQuote(
    request: FastifyRequest<{ Params: { quoteId: string }; Querystring: QuoteReadQuery }>,
    reply: FastifyReply,
  ) {
    const quote = await quotesService.customerQuote(request.params.quoteId, {
      currency: request.query.currency,
      viewer: viewerOf(request),
      language: languageOf(request),
    });
    // Expired: still answered, flagged, with 410 Gone.
    if (quote.isExpired) return reply.code(410).send({ message: 'QUOTE_EXPIRED', data: quote });
    return reply.send({ data: quote });
  }

  app.get(
    '/api/v2/quotes/customer/:quoteId',
    {
      onRequest: app.optionalSession,
      schema: {
        operationId: 'getQuote',
        summary: 'Reads a quote with its rates in the requested currency',
        description:
          "410 with message QUOTE_EXPIRED: the expired quote, flagged. A signed-in customer's quote needs their " +
          'token ' +
          '(or a staff one). Internal-only fields (contract number, provider, supplier, drayage providers, vessel, ' +
          'voyage) are null unless the token is staff.',
        tags,
        security: optionalBearerAuth,
        params: quoteIdParamsSchema,
        querystring: quoteReadQuerySchema,
        response: { 200: quoteResponseSchema, 410: expiredQuoteResponseSchema, ...quoteReadErrors },
      },
      // Quotes are large: documented by the schema above, written by JSON.stringify (ADR 044).
      serializerCompiler: plainJsonSerializer,
    },
    sendQuote,
  );

  // A missing id is refused by name rather than as an unknown route.
  app.get('/api/v2/quotes/customer/', { schema: { hide: true } }, async (_request, reply) =>
    reply.code(422).send({ message: 'INVALID_PAYLOAD', errors: { quoteId: ['required'] } }),
  );

  app.get(
    '/api/v2/quotes/customer/:quoteId/events',
    {
      onRequest: app.optionalSession,
      schema: {
        operationId: 'followQuote',
        summary: 'Follows a quote as it fills: server-sent events',
        description:
          'text/event-stream: an event "quote" with the quote (as GET /api/v2/quotes/customer/{quoteId}) now and ' +
          'after each change, then "end" once isCompleted. ' +
          'Errors before the stream starts answer as the GET does. Send the bearer token as a header (use fetch ' +
          'streaming rather than EventSource when signed in).',
        tags,
        security: optionalBearerAuth,
        params: quoteIdParamsSchema,
        querystring: quoteReadQuerySchema,
        response: {
          200: {
            description: 'Events "quote" (the quote, as getQuote answers it) and a last "end"',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...quoteReadErrors,
        },
      },
    },
    async (request, reply) => {
      const read = () =>
        quotesService.customerQuote(request.params.quoteId, {
          currency: request.query.currency,
          viewer: viewerOf(request),
          language: languageOf(request),
        });
      let quote = await read();
      const stream = openEventStream(request, reply);
      let unsubscribe = () => {};
      // Set once the stream waits for changes; cleared when it ends.
      const polling: { timer?: NodeJS.Timeout } = {};
      stream.onClose(() => {
        unsubscribe();
        clearInterval(polling.timer);
      });
      const finish = () => {
        if (stream.closed) return;
        stream.send('end', { isCompleted: quote.isCompleted });
        stream.end();
      };
      const refresh = async () => {
        if (stream.closed) return;
        try {
          quote = await read();
          stream.sendIfChanged('quote', quote);
          if (quote.isCompleted) finish();
        } catch (error) {
          request.log.error({ err: error }, 'quote event stream read failed');
          finish();
        }
      };
      const startedAtMs = Date.now();
      stream.sendIfChanged('quote', quote);
      if (quote.isCompleted) return finish();
      unsubscribe = quotesService.progress.subscribe(quote.uuid, () => void refresh());
      polling.timer = setInterval(() => {
        if (Date.now() - startedAtMs > streamMaxDurationMs) finish();
        else void refresh();
      }, streamPollIntervalMs);
    },
  );

  const savedSchema = {
    tags,
    security: bearerAuth,
    params: quoteIdParamsSchema,
    response: {
      200: quoteSavedResponseSchema,
      ...errorResponses('INVALID_PAYLOAD', 'QUOTE_NOT_FOUND', 'ACCESS_FORBIDDEN', ...sessionErrorCodes),
    },
  };
  app.put(
    '/api/v2/quotes/:quoteId/saved',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'saveQuote',
        summary: "Saves a quote to My quotes (a guest quote becomes the customer's)",
        ...savedSchema,
      },
    },
    async (request) => ({ data: await quotesService.setSaved(request.params.quoteId, sessionOf(request), true) }),
  );
  app.delete(
    '/api/v2/quotes/:quoteId/saved',
    {
      onRequest: app.requireSession,
      schema: { operationId: 'unsaveQuote', summary: 'Takes a quote off My quotes', ...savedSchema },
    },
    async (request) => ({ data: await quotesService.setSaved(request.params.quoteId, sessionOf(request), false) }),
  );

  app.get(
    '/api/v2/quotes',
    {
      onRequest: app.requireSession,
      schema: {
        operationId: 'listMyQuotes',
        summary: "My quotes: the customer's saved quotes (saved=false: all of them), newest first",
        description:
          'Filters of the My quotes list: mode (FCL, LCL, AIR, LTL), origin and destination (code, city or ' +
          'country, from the start), quoteType (default, instant, partial-instant, shared, custom); page, pageSize.',
        tags,
        security: bearerAuth,
        querystring: myQuotesQuerySchema,
        response: { 200: myQuotesPageSchema, ...errorResponses('INVALID_PAYLOAD', ...sessionErrorCodes) },
      },
    },
    async (request) => quotesService.myQuotes(sessionOf(request), request.query),
  );
};

import { currencies, isLanguage, myQuotesQuerySchema } from '@freightdesk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../accounts/auth.plugin';
import { languageOfRequest } from '../../http/request-language';
import type { QuotesService } from './quotes.service';

export interface QuotesRoutesOptions {
  quotesService: QuotesService;
  /** How often an event stream re-reads its quote, for changes made by another server process. */
  streamPollIntervalMs?: number;
  /** An event stream ends after this long even if the quote never completes. */
  streamMaxDurationMs?: number;
}

const quoteIdParams = z.object({ quoteId: z.uuid({ error: 'invalidQuoteId' }) });
const quoteReadQuery = z.object({
  currency: z.enum(currencies).optional(),
  /** en, es, pt or ar (a region suffix is ignored). */
  lang: z
    .string()
    .optional()
    .refine((value) => value === undefined || isLanguage(value.split('-')[0]?.toLowerCase()), {
      error: 'unsupportedLanguage',
    }),
});
const createdQuoteSchema = z.object({
  data: z.object({ uuid: z.uuid(), isCompleted: z.boolean(), quoteTypeCode: z.enum(['NIQ', 'Manual', 'PIQ', 'IQ']) }),
});

const languageOf = (request: FastifyRequest<{ Querystring: z.infer<typeof quoteReadQuery> }>) =>
  languageOfRequest(request.query.lang, request.headers['accept-language']);

/**
 * The quote calls (docs/product/quoting.md#quote-calls). Creating and reading are open to guests (anonymous
 * quotes); a signed-in customer's quote is theirs (and staff's) only.
 */
export const quotesRoutes: FastifyPluginAsyncZod<QuotesRoutesOptions> = async (
  app,
  { quotesService, streamPollIntervalMs = 1_000, streamMaxDurationMs = 120_000 },
) => {
  app.post(
    '/api/v2/quotes',
    {
      preHandler: app.optionalSession,
      bodyLimit: 64 * 1024,
      schema: {
        summary:
          'Creates a quote from a cargo search (docs/product/quoting.md); the first rates are priced before it answers',
        description:
          'Body: the cargo search (shipmentType, origin, destination, cargoReadyDate, commodity, isKnownShipper, freightClass, additionalServices, cargoValue, numberOfVehicles, cargo) plus optional currency and quoteCategory. ' +
          'Bearer token optional: without one the quote is anonymous. 422: INVALID_PAYLOAD, INVALID_SHIPPING_ROUTE, CARGO_LIMIT_EXCEEDED, PROFILE_MISMATCH or COMMODITY_NOT_ACCEPTED with errors by field. ' +
          'A restricted commodity or a lane without rates gives a quote without rates (quoteTypeCode NIQ) and a request for sales.',
        tags: ['quotes'],
        body: z.unknown(),
        response: { 201: createdQuoteSchema },
      },
    },
    async (request, reply) => {
      const created = await quotesService.createQuote({
        body: request.body,
        session: request.session,
        hostname: request.hostname,
        language: languageOfRequest(undefined, request.headers['accept-language']),
      });
      return reply.code(201).send({ data: created });
    },
  );

  async function sendQuote(
    request: FastifyRequest<{ Params: { quoteId: string }; Querystring: z.infer<typeof quoteReadQuery> }>,
    reply: FastifyReply,
  ) {
    const quote = await quotesService.customerQuote(request.params.quoteId, {
      currency: request.query.currency,
      session: request.session,
      language: languageOf(request),
    });
    // Expired: still answered, flagged, with 410 Gone (docs/product/quoting.md#quote-calls).
    if (quote.isExpired) return reply.code(410).send({ message: 'QUOTE_EXPIRED', data: quote });
    return reply.send({ data: quote });
  }

  app.get(
    '/api/v2/quotes/customer/:quoteId',
    {
      preHandler: app.optionalSession,
      schema: {
        summary: 'Reads a quote with its rates in the requested currency (docs/product/quoting.md#quote-calls)',
        description:
          'data: the quote (rates with charges, billingItems, servicesIncluded, shipmentType, isCompleted, exchangeRates …). 410 with message QUOTE_EXPIRED: the expired quote, flagged. ' +
          "422 INVALID_PAYLOAD: a malformed id, currency or lang. 404 QUOTE_NOT_FOUND. A signed-in customer's quote needs their token (401) or staff (403 otherwise). " +
          'Internal-only fields (contract number, provider, supplier, drayage providers, vessel, voyage) only for staff tokens.',
        tags: ['quotes'],
        params: quoteIdParams,
        querystring: quoteReadQuery,
      },
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
      preHandler: app.optionalSession,
      schema: {
        summary: 'Follows a quote as it fills: server-sent events',
        description:
          'text/event-stream: an event "quote" with the quote (as GET /api/v2/quotes/customer/{quoteId}) now and after each change, then "end" once isCompleted. ' +
          'Errors before the stream starts answer as the GET does. Send the bearer token as a header (use fetch streaming rather than EventSource when signed in).',
        tags: ['quotes'],
        params: quoteIdParams,
        querystring: quoteReadQuery,
      },
    },
    async (request, reply) => {
      const read = () =>
        quotesService.customerQuote(request.params.quoteId, {
          currency: request.query.currency,
          session: request.session,
          language: languageOf(request),
        });
      let quote = await read();
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      let lastSent = '';
      const send = (event: string, data: unknown) => stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const sendIfChanged = (next: typeof quote) => {
        const json = JSON.stringify(next);
        if (json !== lastSent) stream.write(`event: quote\ndata: ${json}\n\n`);
        lastSent = json;
      };
      let closed = false;
      let unsubscribe = () => {};
      // Set once the stream waits for changes; cleared when it ends.
      const polling: { timer?: NodeJS.Timeout } = {};
      const finish = () => {
        if (closed) return;
        closed = true;
        unsubscribe();
        clearInterval(polling.timer);
        send('end', { isCompleted: quote.isCompleted });
        stream.end();
      };
      const refresh = async () => {
        if (closed) return;
        try {
          quote = await read();
          sendIfChanged(quote);
          if (quote.isCompleted) finish();
        } catch (error) {
          request.log.error({ err: error }, 'quote event stream read failed');
          finish();
        }
      };
      const startedAtMs = Date.now();
      request.raw.on('close', () => {
        closed = true;
        unsubscribe();
        clearInterval(polling.timer);
      });
      sendIfChanged(quote);
      if (quote.isCompleted) return finish();
      unsubscribe = quotesService.progress.subscribe(quote.uuid, () => void refresh());
      polling.timer = setInterval(() => {
        if (Date.now() - startedAtMs > streamMaxDurationMs) finish();
        else void refresh();
      }, streamPollIntervalMs);
    },
  );

  const savedSchema = {
    params: quoteIdParams,
    response: { 200: z.object({ data: z.object({ savedOn: z.string().nullable() }) }) },
  };
  app.put(
    '/api/v2/quotes/:quoteId/saved',
    {
      preHandler: app.requireSession,
      schema: {
        summary: "Saves a quote to My quotes (a guest quote becomes the customer's)",
        tags: ['quotes'],
        ...savedSchema,
      },
    },
    async (request) => ({ data: await quotesService.setSaved(request.params.quoteId, sessionOf(request), true) }),
  );
  app.delete(
    '/api/v2/quotes/:quoteId/saved',
    {
      preHandler: app.requireSession,
      schema: { summary: 'Takes a quote off My quotes', tags: ['quotes'], ...savedSchema },
    },
    async (request) => ({ data: await quotesService.setSaved(request.params.quoteId, sessionOf(request), false) }),
  );

  app.get(
    '/api/v2/quotes',
    {
      preHandler: app.requireSession,
      schema: {
        summary: "My quotes: the customer's saved quotes (saved=false: all of them), newest first",
        description:
          'Filters of the My quotes list: mode (FCL, LCL, AIR, LTL), origin and destination (code, city or country, from the start), quoteType (default, instant, partial-instant, shared, custom); page, pageSize.',
        tags: ['quotes'],
        querystring: myQuotesQuerySchema,
      },
    },
    async (request) => quotesService.myQuotes(sessionOf(request), request.query),
  );
};

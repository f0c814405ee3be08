import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from './config/config';

/** Path segments that are secrets themselves: the id of an e-mailed password-reset link. */
const secretPathSegment = /(\/reset-password\/)[^/?#\s]+/g;
/** A query string may carry anything a client put there (a token, an e-mail address). */
const queryString = /\?[\w%.[\]-]+=[^\s#]*/g;

/** A URL or a text naming one, as it may be logged: no query string, no reset-link id. */
export function redactUrlsForLog(text: string): string {
  return text.replace(secretPathSegment, '$1[redacted]').replace(queryString, '?[redacted]');
}

/**
 * Structured JSON logs through Fastify's pino logger. Credentials never reach them: the
 * Authorization and Cookie headers are redacted wherever a header object is logged, a request's
 * URL is logged without its query string or a reset link's id, and no request or response body
 * is logged at all (log-secrets.test.ts follows a whole account life through the log).
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrlsForLog(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  };
}

const queryParametersMarker = /\nparams:[\s\S]*$/;

/**
 * An error as it may be logged: a failed database query's message and stack carry its
 * parameters (e-mail addresses, password hashes), which must never reach the logs.
 */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> | string {
  if (!(error instanceof Error))
    return typeof error === 'string' ? error.replace(queryParametersMarker, '') : String(error);
  const withoutParameters = (text: string | undefined) =>
    text === undefined ? undefined : redactUrlsForLog(text.replace(queryParametersMarker, '\nparams: [redacted]'));
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: withoutParameters(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    stack: withoutParameters(error.stack),
    ...(error.cause !== undefined && depth < 3 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}

export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino(loggerOptions(config));
}

const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** A request id: the load balancer's `X-Request-Id` when it sent a sane one, else a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const fromProxy = request.headers['x-request-id'];
  return typeof fromProxy === 'string' && acceptableRequestId.test(fromProxy) ? fromProxy : randomUUID();
}

/** One log line per request, written when it completes (method, url, status, time). */
export class OneLinePerRequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorCatalogue, type ApiErrorBody, type ErrorCode } from '@freightdesk/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAppError } from '../errors/app-error';
import { errorForLog } from '../logger';

/**
 * The one error handler: every failure answers `{ message: CODE }` with the HTTP status the
 * domain's error catalogue gives the code; validation failures add `errors` by field; a 5xx
 * never carries anything internal (the error is logged here instead). The body is written here,
 * not by the route's response schemas (which document the error answers, http/api-docs.ts).
 */

interface ErrorResponse {
  httpStatus: number;
  body: ApiErrorBody;
}

const respond = (code: ErrorCode, errors?: Record<string, string[]>): ErrorResponse => ({
  httpStatus: errorCatalogue[code].httpStatus,
  body: errors === undefined ? { message: code } : { message: code, errors },
});

/** Fastify's own request errors (body parsing, routing) mapped to catalogued codes. */
const codeForFastifyError: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_PAYLOAD',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_PAYLOAD',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'INVALID_PAYLOAD',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_PAYLOAD',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_BAD_URL: 'ROUTE_NOT_FOUND',
  FST_ERR_NOT_FOUND: 'ROUTE_NOT_FOUND',
  // A path parameter longer than any id we issue (Fastify's 414): no such resource.
  FST_ERR_MAX_PARAM_LENGTH: 'ROUTE_NOT_FOUND',
};

/** Any other client error, by its HTTP status. */
const codeForClientStatus: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'ACCESS_FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_ATTEMPTS',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/**
 * `{ "cargo.items.0.weightKg": ["Too small: expected number to be >0"] }`. An issue about the
 * whole body (or query string) is filed under that part's name.
 */
function fieldErrorsOf(issues: readonly ValidationIssue[], part: string | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    const field = path === '' ? (part ?? 'body') : path;
    (errors[field] ??= []).push(issue.message ?? 'invalid');
  }
  return errors;
}

export function errorResponseFor(error: unknown): ErrorResponse {
  if (isAppError(error)) return respond(error.code, error.fieldErrors);
  const fastifyError = error as Partial<FastifyError> | undefined;
  if (Array.isArray(fastifyError?.validation)) {
    return respond('INVALID_PAYLOAD', fieldErrorsOf(fastifyError.validation, fastifyError.validationContext));
  }
  // A body that is not JSON at all is as invalid as one with wrong fields (never a 500).
  if (error instanceof SyntaxError && fastifyError?.statusCode === 400) return respond('INVALID_PAYLOAD');
  const byCode = fastifyError?.code === undefined ? undefined : codeForFastifyError[fastifyError.code];
  if (byCode) return respond(byCode);
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return respond(codeForClientStatus[status] ?? 'INVALID_PAYLOAD');
  }
  return respond('INTERNAL_SERVER_ERROR');
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { httpStatus, body } = errorResponseFor(error);
  if (httpStatus >= 500) {
    request.log.error({ err: errorForLog(error) }, 'request failed');
  } else {
    request.log.info({ code: body.message, reason: errorForLog(error) }, 'request rejected');
  }
  if (isAppError(error) && error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * A request Node's HTTP parser refuses (headers too large, a malformed request line or header):
 * answered on the socket as `{message: CODE}` like every other error, then closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST';
  const body = JSON.stringify({ message: code });
  const status = errorCatalogue[code].httpStatus;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  },
  { name: 'error-handler' },
);

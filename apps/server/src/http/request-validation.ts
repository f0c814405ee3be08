import type { ErrorCode } from '@freightdesk/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';

/** The catalogue code a call answers when its body fails its schema, from the failed fields. */
export type InvalidBodyCode = (fieldErrors: Record<string, string[]>) => ErrorCode;

export interface RequestValidatorOptions {
  /** INVALID_PAYLOAD unless the call names its own (INVALID_EMAIL, INVALID_PASSWORD, …). */
  invalidBodyCode?: InvalidBodyCode;
  /** For a body of two shapes (sign-up's standard and short payloads): the schema this body is checked with. */
  bodySchemaOf?: (body: unknown) => z.ZodType;
}

/**
 * `{ "cargo.items.0.weightKg": ["weightRequired"] }`: the dotted field path → the domain's message
 * keys, without repeats. An issue about the whole part (a missing body) is filed under its name.
 */
function fieldErrorsOf(error: z.ZodError, part: string): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    const messages = (fieldErrors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fieldErrors;
}

/**
 * Checks a request's body, query string and parameters against the route's zod schemas (the
 * contracts in @freightdesk/domain, docs/decisions/044-contracts-in-the-domain.md). A failure
 * answers 422 `{message: CODE, errors: {field: [key]}}` through the error handler; the default
 * compiler of every route (app.ts), or a route's own `validatorCompiler: requestValidator({…})`.
 */
export function requestValidator({
  invalidBodyCode = () => 'INVALID_PAYLOAD',
  bodySchemaOf,
}: RequestValidatorOptions = {}): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart = 'body' }) =>
    (data) => {
      const isBody = httpPart === 'body';
      const result = (isBody && bodySchemaOf ? bodySchemaOf(data) : (schema as z.ZodType)).safeParse(data);
      if (result.success) return { value: result.data };
      const fieldErrors = fieldErrorsOf(result.error, httpPart);
      return { error: new AppError(isBody ? invalidBodyCode(fieldErrors) : 'INVALID_PAYLOAD', { fieldErrors }) };
    };
}

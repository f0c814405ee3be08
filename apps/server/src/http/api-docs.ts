import { apiErrorBodyOf, errorCatalogue, type ErrorCode } from '@freightdesk/domain';
import type { z } from 'zod';

/**
 * What the OpenAPI document says about a route beyond its request and response schemas
 * (docs/decisions/045-api-reference.md): who may call it and how it fails.
 */

/** The bearer JWT of the sign-in calls (openapi.ts declares the scheme). */
export const bearerJwtScheme = 'bearerJwt';
type SecurityRequirements = { [scheme: string]: string[] }[];
/** The route needs a session token. */
export const bearerAuth: SecurityRequirements = [{ [bearerJwtScheme]: [] }];
/** The route takes a session token when there is one (a guest's quote, a guest's request). */
export const optionalBearerAuth: SecurityRequirements = [{}, { [bearerJwtScheme]: [] }];

/**
 * How a token is refused: missing, invalid or its session ended (401), issued on another brand's
 * host (403), or expired (498: exchange it at update-jwt).
 */
export const sessionErrorCodes = [
  'UNAUTHORIZED',
  'ACCESS_FORBIDDEN',
  'REFRESH_TOKEN',
] as const satisfies readonly ErrorCode[];

/**
 * The error answers of an operation, by HTTP status: `{message: CODE, errors?}` with the
 * catalogue codes the operation can answer listed (packages/domain/src/errors/error-catalogue.ts
 * gives each code its status). Any operation may also answer 500 INTERNAL_SERVER_ERROR (not listed).
 *
 * `response: { 200: quoteResponseSchema, ...errorResponses('INVALID_PAYLOAD', 'QUOTE_NOT_FOUND') }`
 */
export function errorResponses(...codes: readonly ErrorCode[]): Record<number, z.ZodType> {
  const codesByStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorCatalogue[code].httpStatus;
    codesByStatus.set(status, [...(codesByStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...codesByStatus].map(([status, [first, ...rest]]) => [
      status,
      apiErrorBodyOf([first!, ...rest]).describe(`{"message": CODE}: ${[first, ...rest].join(', ')}`),
    ]),
  );
}

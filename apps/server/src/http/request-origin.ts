import type { FastifyRequest } from 'fastify';
import type { SessionToken } from '../modules/accounts/session-tokens';

/**
 * Where an HTTP request came from, for services that serve it: its host (the brand), address
 * (rate limits), session (null for a guest, or on a route without a session guard) and
 * Accept-Language.
 */
export interface RequestOrigin {
  hostname: string;
  ip: string;
  session: SessionToken | null;
  acceptLanguage: string | undefined;
}

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  hostname: request.hostname,
  ip: request.ip,
  session: request.session,
  acceptLanguage: request.headers['accept-language'],
});

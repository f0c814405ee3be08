import type { SessionUserClaims } from '@freightdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionToken } from './session-tokens';
import type { Sessions } from './sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`: the signed-in customer's token (claims, customer id, brand). */
    session: SessionToken | null;
    /** The session claims of docs/product/accounts.md#session-claims (`session.claims`), null without a session. */
    sessionUser: SessionUserClaims | null;
  }
  interface FastifyInstance {
    /**
     * A preHandler for routes that need a signed-in customer: 401 UNAUTHORIZED without a valid
     * bearer token, 498 REFRESH_TOKEN when it expired (the web calls update-jwt, then retries).
     * `{ preHandler: app.requireSession }`
     */
    requireSession: (request: FastifyRequest) => Promise<void>;
    /**
     * A preHandler for routes open to guests (anonymous quotes): without an Authorization header
     * the request runs with no session; with one, the token must be valid (401 / 498 as above).
     */
    optionalSession: (request: FastifyRequest) => Promise<void>;
  }
}

export interface AuthPluginOptions {
  sessions: Sessions;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { sessions }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('sessionUser', null);
    app.decorate('requireSession', async (request: FastifyRequest) => {
      const token = await sessions.requireToken(request.headers.authorization);
      request.session = token;
      request.sessionUser = token.claims;
    });
    app.decorate('optionalSession', async (request: FastifyRequest) => {
      if (request.headers.authorization === undefined) return;
      const token = await sessions.requireToken(request.headers.authorization);
      request.session = token;
      request.sessionUser = token.claims;
    });
  },
  { name: 'auth' },
);

/** The session a `requireSession` route runs with (it is always set there). */
export function sessionOf(request: FastifyRequest): SessionToken {
  if (!request.session) throw new Error('route is missing the requireSession preHandler');
  return request.session;
}

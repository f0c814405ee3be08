import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAppError } from '../errors/app-error';
import type { RateLimit } from '../modules/accounts/account-policy';

/** Counts one attempt (the accounts module's rate-limit store: Redis or the database). */
export type CountAttempt = (action: string, who: { address?: string; ip: string }, limit: RateLimit) => Promise<void>;

interface RouteLimit extends RateLimit {
  /**
   * `account`: a signed-in caller counts as its account (`perAddress`), not as its IP address (an
   * office behind one address is not limited by a guest's flood), a guest as its IP (`perIp`);
   * `body-email`: both the IP and the e-mail address of the body count.
   */
  address: 'account' | 'body-email';
}

const minute = 60 * 1000;
const hour = 60 * minute;

/**
 * Per-address and per-account limits of the public and e-mail-sending calls (ADR 053), by route:
 * a 429 TOO_MANY_ATTEMPTS with `Retry-After` past them. Sign-in, codes and recovery count in the
 * accounts service, per e-mail address too; guests' custom requests in theirs.
 */
export const requestLimits: Record<string, RouteLimit> = {
  // 10 accounts an hour from one address: a family or an office, never a script.
  'POST /api/v2/customers/register': { windowMs: hour, perIp: 10, perAddress: 3, address: 'body-email' },
  'GET /api/v2/customers/update-jwt': { windowMs: minute, perIp: 30, perAddress: 30, address: 'account' },
  'POST /api/v2/quotes': { windowMs: minute, perIp: 30, perAddress: 30, address: 'account' },
  'GET /api/v2/quotes': { windowMs: minute, perIp: 60, perAddress: 60, address: 'account' },
  'GET /api/v2/quotes/customer/:quoteId': { windowMs: minute, perIp: 120, perAddress: 120, address: 'account' },
  'GET /api/v2/quotes/customer/:quoteId/events': { windowMs: minute, perIp: 30, perAddress: 30, address: 'account' },
  'PUT /api/v2/quotes/:quoteId/saved': { windowMs: minute, perIp: 60, perAddress: 60, address: 'account' },
  'DELETE /api/v2/quotes/:quoteId/saved': { windowMs: minute, perIp: 60, perAddress: 60, address: 'account' },
  // Each share mails up to 10 customers and tells whether addresses have an account (ADR 059).
  'POST /api/v2/quotes/:quoteId/shares': { windowMs: hour, perIp: 20, perAddress: 20, address: 'account' },
  'GET /api/v2/staff/customers': { windowMs: minute, perIp: 120, perAddress: 120, address: 'account' },
  // A search box asks as the user types.
  'GET /api/v2/places': { windowMs: minute, perIp: 240, perAddress: 240, address: 'account' },
  'POST /api/v2/events': { windowMs: minute, perIp: 120, perAddress: 120, address: 'account' },
  'GET /api/v2/geo/ip-country': { windowMs: minute, perIp: 30, perAddress: 30, address: 'account' },
  'POST /api/v2/custom-requests/air-quote': { windowMs: hour, perIp: 20, perAddress: 10, address: 'account' },
  'POST /api/v2/custom-requests/quote': { windowMs: hour, perIp: 20, perAddress: 10, address: 'account' },
  'POST /api/v2/custom-requests/e-commerce-callback': { windowMs: hour, perIp: 20, perAddress: 10, address: 'account' },
};

function countOf(request: FastifyRequest, key: string, limit: RouteLimit, countAttempt: CountAttempt) {
  const action = `route:${key}`;
  if (limit.address === 'account') {
    if (!request.session) return countAttempt(action, { ip: request.ip }, limit);
    const account = `account:${request.session.customerId}`;
    return countAttempt(action, { ip: account }, { windowMs: limit.windowMs, perIp: limit.perAddress, perAddress: 0 });
  }
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const address = typeof email === 'string' ? email.trim().toLowerCase() : undefined;
  return countAttempt(action, address === undefined ? { ip: request.ip } : { address, ip: request.ip }, limit);
}

/**
 * Applies `requestLimits` before validation (a malformed request counts too) and after the
 * route's session guard (so a signed-in caller also counts as an account).
 */
export const requestLimitsPlugin = fp<{ countAttempt: CountAttempt }>(
  async (app: FastifyInstance, { countAttempt }) => {
    app.addHook('preValidation', async (request) => {
      const key = `${request.method} ${request.routeOptions.url ?? ''}`;
      const limit = requestLimits[key];
      if (!limit) return;
      try {
        await countOf(request, key, limit, countAttempt);
      } catch (error) {
        if (isAppError(error)) throw error;
        // The counters' store failing must not fail the call: it answers as it would unlimited.
        request.log.warn({ reason: (error as Error).message }, 'request limit not counted');
      }
    });
  },
  { name: 'request-limits', dependencies: ['auth'] },
);

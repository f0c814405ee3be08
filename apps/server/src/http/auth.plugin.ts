import { isStaffSession, staffMay, type SessionUserClaims, type StaffPermission } from '@freightdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import type { SessionToken } from '../modules/accounts/session-tokens';
import type { Sessions } from '../modules/accounts/sessions.service';
import type { BrandsService } from '../modules/brands/brands.service';

/** A route-level guard: an `onRequest` hook, so a missing token answers 401 before any validation (422). */
export type Guard = (request: FastifyRequest) => Promise<void>;

/** A route behind a staff guard: its permission, or null for `requireStaff` (any staff member). */
export interface StaffGuardedRoute {
  method: string;
  url: string;
  permission: StaffPermission | null;
}

/** The staff guards, tagged with what they ask: the app lists the routes behind them (the permission matrix test). */
const staffGuardPermissions = new WeakMap<Guard, StaffPermission | null>();

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a session guard: the signed-in user's token (claims, customer id, brand). */
    session: SessionToken | null;
    /** The session claims of docs/product/accounts.md#session-claims (`session.claims`), null without a session. */
    sessionUser: SessionUserClaims | null;
  }
  interface FastifyInstance {
    /**
     * Any signed-in user of this host's brand (customers, staff, staff impersonating a customer):
     * 401 UNAUTHORIZED without a valid bearer token, 498 REFRESH_TOKEN when it expired (the web
     * calls update-jwt, then retries), 403 ACCESS_FORBIDDEN for a token issued on another brand.
     * `{ onRequest: app.requireSession }`
     */
    requireSession: Guard;
    /**
     * A signed-in user acting as a customer: as `requireSession`, and 403 for a staff session
     * (staff act for a customer by impersonating them: that token is the customer's).
     */
    requireCustomer: Guard;
    /** A signed-in staff member (`isStaffSession`): as `requireSession`, and 403 for a customer. */
    requireStaff: Guard;
    /**
     * A staff member whose role opens `permission` (ADR 072): as `requireStaff`, and 403 ACCESS_FORBIDDEN for
     * a staff role without it. `{ onRequest: app.requireStaffTo('rateManagement') }`
     */
    requireStaffTo(permission: StaffPermission): Guard;
    /**
     * Routes open to guests (anonymous quotes, custom requests): without an Authorization header
     * the request runs with no session; with one, it is checked as `requireSession` does.
     */
    optionalSession: Guard;
    /** Every route behind `requireStaff` or `requireStaffTo`, as registered (tests check each one's answers). */
    staffGuardedRoutes: readonly StaffGuardedRoute[];
  }
}

export interface AuthPluginOptions {
  sessions: Pick<Sessions, 'requireToken'>;
  brandsService: Pick<BrandsService, 'configurationForHost'>;
}

/**
 * Who may call a route, decided in one place (docs/decisions/049-access.md): the guards above,
 * given as a route's `onRequest`. Services receive the session (and `viewerOf` for
 * owner-or-staff reads) and never test the staff claim themselves.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { sessions, brandsService }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('sessionUser', null);

    async function signIn(request: FastifyRequest): Promise<SessionToken> {
      const token = await sessions.requireToken(request.headers.authorization);
      // A token is valid on the brand it was issued on only (one customer base per brand).
      const brand = await brandsService.configurationForHost(request.hostname);
      if (token.brandId !== brand.id) throw new AppError('ACCESS_FORBIDDEN');
      request.session = token;
      request.sessionUser = token.claims;
      return token;
    }

    app.decorate('requireSession', async (request: FastifyRequest) => {
      await signIn(request);
    });
    app.decorate('requireCustomer', async (request: FastifyRequest) => {
      if (isStaffSession((await signIn(request)).claims)) throw new AppError('ACCESS_FORBIDDEN');
    });
    const requireStaff: Guard = async (request: FastifyRequest) => {
      if (!isStaffSession((await signIn(request)).claims)) throw new AppError('ACCESS_FORBIDDEN');
    };
    staffGuardPermissions.set(requireStaff, null);
    app.decorate('requireStaff', requireStaff);
    app.decorate('requireStaffTo', (permission: StaffPermission): Guard => {
      const guard: Guard = async (request: FastifyRequest) => {
        if (!staffMay((await signIn(request)).claims, permission)) throw new AppError('ACCESS_FORBIDDEN');
      };
      staffGuardPermissions.set(guard, permission);
      return guard;
    });

    // Every route registered after this plugin passes here: those behind a staff guard are listed.
    const staffGuardedRoutes: StaffGuardedRoute[] = [];
    app.decorate('staffGuardedRoutes', staffGuardedRoutes);
    app.addHook('onRoute', (route) => {
      const hooks = [route.onRequest ?? []].flat() as unknown[];
      const guard = hooks.find((hook): hook is Guard => staffGuardPermissions.has(hook as Guard));
      if (!guard) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        staffGuardedRoutes.push({ method, url: route.url, permission: staffGuardPermissions.get(guard) ?? null });
      }
    });
    app.decorate('optionalSession', async (request: FastifyRequest) => {
      if (request.headers.authorization !== undefined) await signIn(request);
    });
  },
  { name: 'auth' },
);

/** The session a guarded route runs with (always set behind `requireSession`, `requireCustomer`, `requireStaff`). */
export function sessionOf(request: FastifyRequest): SessionToken {
  if (!request.session) throw new Error('route is missing its session guard (onRequest: app.requireSession)');
  return request.session;
}

/** Who reads: the session (null for a guest) and whether it is staff (who see internal fields and any quote). */
export interface Viewer {
  session: SessionToken | null;
  isStaff: boolean;
}

export function viewerOf(request: FastifyRequest): Viewer {
  return { session: request.session, isStaff: request.session !== null && isStaffSession(request.session.claims) };
}

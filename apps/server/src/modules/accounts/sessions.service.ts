import { randomBytes, randomUUID } from 'node:crypto';
import {
  backendBranches,
  currencies,
  customerTypes,
  defaultStaffRole,
  isInternalUser,
  isStaffRole,
  SPECIAL_USER_FLAG_VALUE,
  supportedLanguages,
  type InternalUserDirectory,
  type SessionUserClaims,
} from '@freightdesk/domain';
import type { CustomerRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { accountPolicy } from './account-policy';
import type { AccountsRepository } from './accounts.repository';
import { createSessionTokens, type SessionToken, type SessionTokens, type TokenReading } from './session-tokens';
import type { SessionRevocationReason, SessionsRepository } from './sessions.repository';

const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : fallback;

/** The session claims of docs/product/accounts.md#session-claims for a customer row. */
export function claimsOfCustomer(
  customer: CustomerRow,
  {
    expiresAtMs,
    impersonatedBy,
    directory,
  }: { expiresAtMs: number; impersonatedBy: string | null; directory: InternalUserDirectory },
): SessionUserClaims {
  const isInternal = isInternalUser({ email: customer.email, isInternalUser: customer.isInternal }, directory);
  return {
    customer_type: pick(customerTypes, customer.customerType, 'STANDARD'),
    email: customer.email,
    phone_number: customer.phoneNumber,
    contact_name: customer.contactName,
    contact_surname: customer.contactSurname,
    legal_name: customer.legalName,
    is_company: customer.isCompany,
    preferred_currency:
      customer.preferredCurrency === null ? null : pick(currencies, customer.preferredCurrency, 'USD'),
    preferred_language: pick(supportedLanguages, customer.preferredLanguage, 'en'),
    backend_customer_id: customer.id,
    backend_external_user_id: null,
    backend_branch_id: pick(backendBranches, customer.backendBranch, 'US'),
    is_test: customer.isTest,
    impersonated_by: impersonatedBy,
    expired_at: new Date(expiresAtMs).toISOString(),
    is_special_user: customer.isSpecialUser ? SPECIAL_USER_FLAG_VALUE : 0,
    is_internal_user: isInternal,
    staff_role: isInternal ? (isStaffRole(customer.staffRole) ? customer.staffRole : defaultStaffRole) : null,
  };
}

export interface SessionsOptions {
  repository: AccountsRepository;
  sessionStore: SessionsRepository;
  jwtSecret: string | undefined;
  directory: InternalUserDirectory;
  now: () => number;
}

export type Sessions = Awaited<ReturnType<typeof createSessions>>;

/**
 * Issuing, reading and ending sessions. The signing key is `JWT_SECRET`, else one generated
 * once and kept in the database (so every process on one PostgreSQL shares it; with PGlite it
 * lives in DATA_DIR with the rest of the data). Every token names a session row, checked on
 * every signed-in request, so a revoked session ends in every process at once (ADR 052).
 */
export async function createSessions({ repository, sessionStore, jwtSecret, directory, now }: SessionsOptions) {
  const secret = jwtSecret ?? (await repository.secret('jwt', randomBytes(48).toString('base64url')));
  const tokens: SessionTokens = createSessionTokens(secret);

  /** The bearer token of an Authorization header, read at `now`. */
  async function readAuthorization(authorization: string | undefined): Promise<TokenReading> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) return { status: 'invalid' };
    return tokens.read(match[1], now());
  }

  return {
    secret,
    directory,

    isStaff(customer: CustomerRow): boolean {
      return (
        customer.emailValidatedAt !== null &&
        isInternalUser({ email: customer.email, isInternalUser: customer.isInternal }, directory)
      );
    },

    /**
     * A fresh token for the customer (with `impersonator` while staff impersonate them): in a new
     * session, or in the session of `continuing` (a refresh, fresh claims after a profile change),
     * never past that session's absolute lifetime (401 when it has ended).
     */
    async issue(
      customer: CustomerRow,
      impersonator?: { id: string; email: string },
      continuing?: SessionToken,
    ): Promise<string> {
      const nowMs = now();
      let sessionId: string;
      let absoluteExpiresAtMs: number;
      if (continuing) {
        const live = await sessionStore.findLive(continuing.sessionId, customer.id, new Date(nowMs));
        if (!live) throw new AppError('UNAUTHORIZED');
        sessionId = continuing.sessionId;
        absoluteExpiresAtMs = live.absoluteExpiresAt.getTime();
      } else {
        sessionId = randomUUID();
        absoluteExpiresAtMs = nowMs + accountPolicy.sessionAbsoluteLifetimeMs;
        await sessionStore.create({
          id: sessionId,
          customerId: customer.id,
          impersonatorId: impersonator?.id ?? null,
          createdAt: new Date(nowMs),
          absoluteExpiresAt: new Date(absoluteExpiresAtMs),
        });
        // A sign-in of the customer themselves (not staff acting as them): the console's "last sign-in".
        if (!impersonator) await repository.update(customer.id, { lastSignInAt: new Date(nowMs) }, new Date(nowMs));
      }
      const claims = claimsOfCustomer(customer, {
        expiresAtMs: Math.min(nowMs + accountPolicy.sessionTtlMs, absoluteExpiresAtMs),
        impersonatedBy: impersonator?.email ?? null,
        directory,
      });
      return tokens.sign(
        { customerId: customer.id, sessionId, brandId: customer.brandId, claims, impersonatorId: impersonator?.id },
        nowMs,
      );
    },

    /** Ends the token's session (log out, the end of an impersonation). */
    async end(token: SessionToken, reason: SessionRevocationReason): Promise<void> {
      await sessionStore.revoke(token.sessionId, reason, new Date(now()));
    },

    /** Ends every session of the customer but `keep` (a password change keeps the one that made it). */
    async endAllOf(customerId: string, reason: SessionRevocationReason, keep?: SessionToken): Promise<number> {
      return sessionStore.revokeAllOf(customerId, reason, new Date(now()), keep?.sessionId);
    },

    readAuthorization,

    /** The customer's live sessions, newest first. */
    liveSessionsOf: (customerId: string, limit: number) => sessionStore.liveOf(customerId, new Date(now()), limit),

    /**
     * For routes that need a session: 401 without a valid token or when its session has ended
     * (revoked, past its lifetime, the customer gone), 498 when the token expired (refresh it).
     */
    async requireToken(authorization: string | undefined): Promise<SessionToken> {
      const reading = await readAuthorization(authorization);
      if (reading.status === 'invalid') throw new AppError('UNAUTHORIZED');
      const live = await sessionStore.findLive(reading.token.sessionId, reading.token.customerId, new Date(now()));
      if (!live) throw new AppError('UNAUTHORIZED');
      if (reading.status === 'expired') throw new AppError('REFRESH_TOKEN');
      return reading.token;
    },
  };
}

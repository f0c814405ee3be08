import { sessionUserClaimsSchema, type SessionUserClaims } from '@freightdesk/domain';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { accountPolicy } from './account-policy';

/**
 * Session tokens: HS256 JWTs (jose) carrying the session claims of
 * docs/product/accounts.md#session-claims (`sessionUserClaimsSchema`) plus `sub` (the customer id),
 * `sid` (its session, which can be revoked: ADR 052), `brand` (the brand it was issued on) and,
 * while impersonating, `impersonator_id`. The token ends at `expired_at`; a token up to
 * `refreshWindowMs` past it may only be exchanged at update-jwt (ADR 029).
 */
export interface SessionToken {
  customerId: string;
  /** The `customer_sessions` row the token belongs to. */
  sessionId: string;
  brandId: string;
  claims: SessionUserClaims;
  /** The staff customer id while impersonating. */
  impersonatorId: string | undefined;
}

export type TokenReading =
  | { status: 'valid'; token: SessionToken }
  /** Past `expired_at` but still inside the refresh window. */
  | { status: 'expired'; token: SessionToken }
  | { status: 'invalid' };

const issuer = 'freightdesk';
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createSessionTokens(secret: string) {
  // Imported once: jose would import raw key bytes again on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  return {
    async sign(token: SessionToken, nowMs: number): Promise<string> {
      const payload: Record<string, unknown> = { ...token.claims, brand: token.brandId, sid: token.sessionId };
      if (token.impersonatorId) payload['impersonator_id'] = token.impersonatorId;
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(token.customerId)
        .setIssuedAt(Math.floor(nowMs / 1000))
        .sign(await key);
    },

    async read(jwt: string, nowMs: number): Promise<TokenReading> {
      try {
        const { payload } = await jwtVerify(jwt, await key, {
          algorithms: ['HS256'],
          issuer,
          currentDate: new Date(nowMs),
        });
        const claims = sessionUserClaimsSchema.safeParse(payload);
        const sessionId = payload['sid'];
        // A well-signed token whose subject or session is malformed is as unusable as a forged one.
        if (
          !claims.success ||
          typeof payload.sub !== 'string' ||
          !uuidShape.test(payload.sub) ||
          typeof sessionId !== 'string' ||
          !uuidShape.test(sessionId) ||
          typeof payload['brand'] !== 'string'
        )
          return { status: 'invalid' };
        const impersonatorId = typeof payload['impersonator_id'] === 'string' ? payload['impersonator_id'] : undefined;
        const token: SessionToken = {
          customerId: payload.sub,
          sessionId,
          brandId: payload['brand'],
          claims: claims.data,
          impersonatorId,
        };
        const expiresAtMs = Date.parse(claims.data.expired_at);
        if (expiresAtMs > nowMs) return { status: 'valid', token };
        if (nowMs - expiresAtMs < accountPolicy.refreshWindowMs) return { status: 'expired', token };
        return { status: 'invalid' };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return { status: 'invalid' };
        throw error;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;

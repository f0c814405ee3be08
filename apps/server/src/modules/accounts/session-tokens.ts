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
/** At most this many verified tokens are remembered (oldest forgotten first): ~10 MB. */
const maxVerifiedTokens = 10_000;
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

  /**
   * The token a well-signed JWT carries, with when it ends; undefined for a forged or malformed one. Nothing in it
   * depends on the clock (our tokens end at `expired_at`, not `exp`), so an answer holds for as long as the secret.
   */
  async function verify(jwt: string): Promise<{ token: SessionToken; expiresAtMs: number } | undefined> {
    try {
      const { payload } = await jwtVerify(jwt, await key, { algorithms: ['HS256'], issuer });
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
        return undefined;
      const impersonatorId = typeof payload['impersonator_id'] === 'string' ? payload['impersonator_id'] : undefined;
      const token: SessionToken = {
        customerId: payload.sub,
        sessionId,
        brandId: payload['brand'],
        claims: claims.data,
        impersonatorId,
      };
      return { token, expiresAtMs: Date.parse(claims.data.expired_at) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
      throw error;
    }
  }

  // Tokens already verified, by their text: checking the signature costs more than the rest of a small call, and
  // every call of a session sends the same token. Whether its session still lives is asked on every call all the same.
  const verified = new Map<string, { token: SessionToken; expiresAtMs: number }>();

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
      let found = verified.get(jwt);
      if (!found) {
        const checked = await verify(jwt);
        if (!checked) return { status: 'invalid' };
        found = checked;
        if (verified.size >= maxVerifiedTokens) verified.delete(verified.keys().next().value as string);
        verified.set(jwt, found);
      }
      if (found.expiresAtMs > nowMs) return { status: 'valid', token: found.token };
      if (nowMs - found.expiresAtMs < accountPolicy.refreshWindowMs) return { status: 'expired', token: found.token };
      return { status: 'invalid' };
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;

import { isSessionExpired, sessionUserClaimsSchema, type SessionUserClaims } from '@freightdesk/domain';
import { decodeTokenPayload } from './token-claims';

export type StoredSession = { kind: 'user'; user: SessionUserClaims } | { kind: 'expired' } | { kind: 'unreadable' };

/**
 * The user of a stored token, validated by the domain's claims schema. Its own module (loaded
 * after start-up, sharing the schema chunk with the brand configuration) so that start-up does
 * not wait for it.
 */
export function readSessionUser(token: string, now: Date): StoredSession {
  const parsed = sessionUserClaimsSchema.safeParse(decodeTokenPayload(token));
  if (!parsed.success) return { kind: 'unreadable' };
  return isSessionExpired(parsed.data, now) ? { kind: 'expired' } : { kind: 'user', user: parsed.data };
}

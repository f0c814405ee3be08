import { sessionUserClaimsSchema, type SessionUserClaims } from '@freightdesk/domain';
import { ApiError } from '@/lib/api-client';
import { decodeTokenPayload } from '@/lib/session/token-claims';

/** The session user a freshly issued token carries; an unreadable token is an unknown error. */
export function claimsOfToken(token: string): SessionUserClaims {
  const parsed = sessionUserClaimsSchema.safeParse(decodeTokenPayload(token));
  if (!parsed.success) throw new ApiError({ code: 'UNKNOWN_ERROR' });
  return parsed.data;
}

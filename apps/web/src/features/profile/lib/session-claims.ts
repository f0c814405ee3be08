import { sessionUserClaimsSchema, type SessionUserClaims } from '@freightdesk/domain';
import { ApiError } from '@/lib/api-client';
import { decodeTokenPayload } from '@/lib/session/token-claims';

/** The session user of the fresh token a profile change answers. */
export function claimsOfToken(token: string): SessionUserClaims {
  const parsed = sessionUserClaimsSchema.safeParse(decodeTokenPayload(token));
  if (!parsed.success) throw new ApiError({ code: 'UNKNOWN_ERROR' });
  return parsed.data;
}

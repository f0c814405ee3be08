import type { SessionUserClaims } from '@freightdesk/domain';
import { apiClient } from '@/lib/api-client';
import { existingAppQueryClient } from '@/lib/app-query-client';
import { claimsOfToken } from './claims-of-token';

/**
 * Ends the impersonation (`POST /api/v2/impersonated-users/logout`, docs/product/staff.md#impersonation): the staff
 * member's own token back, and nothing of the customer's left cached. Loaded when the end-session button is pressed.
 */
export async function endImpersonation(): Promise<{ jwt: string; claims: SessionUserClaims }> {
  const answer = await apiClient.post<{ data: { jwt: string } }>('/api/v2/impersonated-users/logout');
  existingAppQueryClient()?.removeQueries();
  return { jwt: answer.data.jwt, claims: claimsOfToken(answer.data.jwt) };
}

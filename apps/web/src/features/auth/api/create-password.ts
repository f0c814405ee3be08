import type { CreatePasswordRequestBody, JwtResponse } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const createPasswordPath = '/api/v2/customers/me/create-password';

/**
 * `POST /api/v2/customers/me/create-password` {password, confirmPassword}: the first password of
 * an account set up without one; answers a fresh token.
 */
export async function createPassword(body: CreatePasswordRequestBody): Promise<string> {
  const answer = await apiClient.post<JwtResponse>(createPasswordPath, body);
  return answer.data.jwt;
}

export function useCreatePasswordMutation() {
  return useMutation({ mutationFn: createPassword });
}

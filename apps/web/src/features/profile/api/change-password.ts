import type { ChangePasswordRequestBody } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const changePasswordPath = '/api/v2/customers/me/password';

/** `POST /api/v2/customers/me/password` {oldPassword, newPassword, confirmPassword}. */
export async function changePassword(body: ChangePasswordRequestBody): Promise<void> {
  await apiClient.post(changePasswordPath, body);
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}

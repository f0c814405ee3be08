import type { ResetPasswordLinkBody } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const resetPasswordPath = '/api/v2/customers/reset-password';

/** The new password and the id of the e-mailed link (`/reset-password/:uuid`). */
export type ResetPasswordVariables = ResetPasswordLinkBody;

/**
 * `POST /api/v2/customers/reset-password` {uuid, password, confirmPassword}. Errors carry their
 * code in the body: NOT_FOUND / INVALID_HASH, TOO_MANY_ATTEMPTS, INVALID_PASSWORD,
 * INVALID_CONFIRM_PASSWORD (docs/product/errors.md#account-calls).
 */
export async function resetPassword(variables: ResetPasswordVariables): Promise<void> {
  await apiClient.post(resetPasswordPath, variables);
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}

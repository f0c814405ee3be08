import type { ResetPasswordRequestBody } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const resetPasswordPath = '/api/v2/customers/reset-password';

export interface ResetPasswordVariables extends ResetPasswordRequestBody {
  /** The id of the e-mailed link (`/reset-password/:uuid`). */
  uuid: string;
}

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

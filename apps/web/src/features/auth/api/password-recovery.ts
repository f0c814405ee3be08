import type { ErrorCode, PasswordRecoveryRequestBody } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const passwordRecoveryPath = '/api/v2/customers/passwordRecovery';

/**
 * 404 → USER_NOT_FOUND, 422 → INVALID_EMAIL, 429 → TOO_MANY_ATTEMPTS, else UNKNOWN_ERROR
 * (docs/product/errors.md#account-calls).
 */
export function passwordRecoveryErrorCodeFor(httpStatus: number): ErrorCode {
  if (httpStatus === 404) return 'USER_NOT_FOUND';
  if (httpStatus === 422) return 'INVALID_EMAIL';
  if (httpStatus === 429) return 'TOO_MANY_ATTEMPTS';
  return 'UNKNOWN_ERROR';
}

/** `POST /api/v2/customers/passwordRecovery`: e-mails a reset link; the answer is not used. */
export async function requestPasswordRecovery(body: PasswordRecoveryRequestBody): Promise<void> {
  await apiClient.post(passwordRecoveryPath, body, { errorCodeFor: passwordRecoveryErrorCodeFor });
}

export function usePasswordRecoveryMutation() {
  return useMutation({ mutationFn: requestPasswordRecovery });
}

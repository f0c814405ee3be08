import type { ErrorCode, PasswordRecoveryRequestBody } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const resendCodePath = '/api/v2/customers/resend-code';

/** 422 → INVALID_EMAIL, 429 → TOO_MANY_ATTEMPTS, anything else → UNKNOWN_ERROR. */
export function resendCodeErrorCodeFor(httpStatus: number): ErrorCode {
  if (httpStatus === 422) return 'INVALID_EMAIL';
  if (httpStatus === 429) return 'TOO_MANY_ATTEMPTS';
  return 'UNKNOWN_ERROR';
}

/**
 * `POST /api/v2/customers/resend-code` {email}: a new one-time code for an address not validated
 * yet (the previous code stops working). The answer is 202 whether or not the address has an
 * account, so the screen always says the code was sent.
 */
export async function resendCode(body: PasswordRecoveryRequestBody): Promise<void> {
  await apiClient.post(resendCodePath, body, { errorCodeFor: resendCodeErrorCodeFor });
}

export function useResendCodeMutation() {
  return useMutation({ mutationFn: resendCode });
}

import { isErrorCode, type ErrorCode, type JwtResponse, type ValidateEmailRequestBody } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const validateEmailPath = '/api/v2/customers/validate-email';

/**
 * 422 → INVALID_CODE, 404 → USER_NOT_FOUND, 429 → TOO_MANY_ATTEMPTS, else UNKNOWN_ERROR
 * (docs/product/errors.md#account-calls).
 */
export function validateEmailErrorCodeFor(httpStatus: number, bodyMessage: unknown): ErrorCode {
  if (httpStatus === 422) return 'INVALID_CODE';
  if (httpStatus === 404) return 'USER_NOT_FOUND';
  if (httpStatus === 429) return 'TOO_MANY_ATTEMPTS';
  return isErrorCode(bodyMessage) && httpStatus === 423 ? bodyMessage : 'UNKNOWN_ERROR';
}

/** `POST /api/v2/customers/validate-email`: the one-time code; answers a session token. */
export async function validateEmail(body: ValidateEmailRequestBody): Promise<string> {
  const answer = await apiClient.post<JwtResponse>(validateEmailPath, body, {
    errorCodeFor: validateEmailErrorCodeFor,
  });
  return answer.data.jwt;
}

export function useValidateEmailMutation() {
  return useMutation({ mutationFn: validateEmail });
}

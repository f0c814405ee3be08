import { isErrorCode, type ErrorCode, type JwtResponse, type LoginRequestBody } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const loginPath = '/api/v2/customers/login';

/**
 * The login call's own error mapping (docs/product/errors.md#account-calls): the body's NOT_VALIDATED_EMAIL and
 * EMPTY_PASSWORD first (they switch the screen), then 401/403/422 → WRONG_CREDENTIALS,
 * 404 → EMAIL_DOES_NOT_EXIST, the locked status → the body's message, 429 → TOO_MANY_ATTEMPTS,
 * 500 → INTERNAL_SERVER_ERROR, anything else → UNKNOWN_ERROR.
 */
export function loginErrorCodeFor(httpStatus: number, bodyMessage: unknown): ErrorCode {
  if (bodyMessage === 'NOT_VALIDATED_EMAIL' || bodyMessage === 'EMPTY_PASSWORD') return bodyMessage;
  if (httpStatus === 401 || httpStatus === 403 || httpStatus === 422) return 'WRONG_CREDENTIALS';
  if (httpStatus === 404) return 'EMAIL_DOES_NOT_EXIST';
  if (httpStatus === 423) return isErrorCode(bodyMessage) ? bodyMessage : 'ACCOUNT_LOCKED';
  if (httpStatus === 429) return 'TOO_MANY_ATTEMPTS';
  if (httpStatus === 500) return 'INTERNAL_SERVER_ERROR';
  return 'UNKNOWN_ERROR';
}

/**
 * `POST /api/v2/customers/login`: the only call that sends same-origin cookies
 * (docs/product/shell.md#calls-every-screen-makes).
 */
export async function login(body: LoginRequestBody): Promise<string> {
  const answer = await apiClient.post<JwtResponse>(loginPath, body, {
    withCredentials: true,
    errorCodeFor: loginErrorCodeFor,
  });
  return answer.data.jwt;
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

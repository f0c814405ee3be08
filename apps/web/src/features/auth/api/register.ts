import {
  isErrorCode,
  type AcceptedResponse,
  type ErrorCode,
  type JwtResponse,
  type RegisterRequestBody,
} from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { loginErrorCodeFor } from './login';

export const registerPath = '/api/v2/customers/register';

/** A registration either starts a session or e-mails a one-time code first (202 ACCEPTED). */
export type RegisterOutcome = { kind: 'session'; jwt: string } | { kind: 'codeSent' };

/**
 * Register errors (docs/product/errors.md#account-calls): 409 and 422 carry their code in the body
 * (EMAIL_ALREADY_EXIST, PHONE_ALREADY_EXIST; the 422 `errors` by field); anything else follows the login mapping.
 */
export function registerErrorCodeFor(httpStatus: number, bodyMessage: unknown): ErrorCode {
  if (httpStatus === 409) return isErrorCode(bodyMessage) ? bodyMessage : 'UNKNOWN_ERROR';
  if (httpStatus === 422) return isErrorCode(bodyMessage) ? bodyMessage : 'INVALID_PAYLOAD';
  return loginErrorCodeFor(httpStatus, bodyMessage);
}

/** `POST /api/v2/customers/register` (sign-up fields, lead source and UTM parameters). */
export async function register(body: RegisterRequestBody): Promise<RegisterOutcome> {
  const answer = await apiClient.post<JwtResponse | AcceptedResponse>(registerPath, body, {
    errorCodeFor: registerErrorCodeFor,
  });
  const jwt = answer && 'data' in answer ? answer.data.jwt : undefined;
  return jwt ? { kind: 'session', jwt } : { kind: 'codeSent' };
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}

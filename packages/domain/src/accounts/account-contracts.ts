import { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalogue';
import { resetPasswordRequestBodySchema } from './account-requests';

/**
 * The account calls' answers (docs/decisions/044-contracts-in-the-domain.md); their request
 * bodies are in account-requests.ts and sign-up-payload.ts. A body that fails its schema
 * answers 422 with `errors` by field and the code the call's `…InvalidCode` picks.
 */

/** Sign-in, code check, password creation, token refresh and impersonation: a session token. */
export const jwtResponseSchema = z.object({ data: z.object({ jwt: z.string() }) }).describe('A session token');
export type JwtResponse = z.infer<typeof jwtResponseSchema>;

/** 202: a one-time code was e-mailed (or, for an unknown address, nothing was: same answer). */
export const acceptedResponseSchema = z
  .object({ message: z.literal('ACCEPTED') })
  .describe('ACCEPTED: a one-time code was e-mailed');
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

export const passwordRecoveryResponseSchema = z
  .object({ data: z.object({ emailSent: z.literal(true) }) })
  .describe('The reset link was e-mailed');
export type PasswordRecoveryResponse = z.infer<typeof passwordRecoveryResponseSchema>;

/** `POST /api/v2/customers/reset-password`: the e-mailed link's id and the new password. */
export const resetPasswordLinkBodySchema = resetPasswordRequestBodySchema.safeExtend({ uuid: z.uuid() });
export type ResetPasswordLinkBody = z.infer<typeof resetPasswordLinkBodySchema>;
export const resetPasswordResponseSchema = z
  .object({ data: z.object({ passwordReset: z.literal(true) }) })
  .describe('The new password is set; the link is used up');
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** The failed password rule decides the code (docs/product/accounts.md "Reset password"). */
export function passwordInvalidCode(fieldErrors: Record<string, string[]>): ErrorCode {
  if (fieldErrors['password']) return 'INVALID_PASSWORD';
  if (fieldErrors['confirmPassword']) return 'INVALID_CONFIRM_PASSWORD';
  return 'INVALID_PAYLOAD';
}

/** A malformed code alone is a wrong code; anything else is a malformed request. */
export function validateEmailInvalidCode(fieldErrors: Record<string, string[]>): ErrorCode {
  return fieldErrors['code'] && !fieldErrors['email'] ? 'INVALID_CODE' : 'INVALID_PAYLOAD';
}

/** Resending a code and password recovery take an e-mail only: any failure is the e-mail's. */
export const emailInvalidCode = (): ErrorCode => 'INVALID_EMAIL';

import { z } from 'zod';
import { i18nKeyOf, type ErrorCode } from '../errors/error-catalogue';
import { emailFieldSchema, requiredPasswordSchema, signUpPasswordSchema, strongPasswordSchema } from './account-fields';
import { accountMessage as message } from './validation-messages';

/** `POST /api/v2/customers/login` (docs/product/accounts.md#account-calls): the e-mail as `login`, and the password. */
export const loginRequestBodySchema = z.object({
  login: emailFieldSchema(),
  password: requiredPasswordSchema,
});
export type LoginRequestBody = z.infer<typeof loginRequestBodySchema>;

/** Longest one-time code accepted (the brand's minCharacterVerifyEmail is at most 12). */
const VERIFY_CODE_MAX_LENGTH = 12;

/** `POST /api/v2/customers/validate-email`: the e-mail and the one-time code. */
export const validateEmailRequestBodySchema = z.object({
  email: emailFieldSchema(),
  code: z
    .string({ error: message('validation.code.required') })
    .trim()
    .min(1, { error: message('validation.code.required'), abort: true })
    .max(VERIFY_CODE_MAX_LENGTH, { error: message('validation.invalidCode') }),
});
export type ValidateEmailRequestBody = z.infer<typeof validateEmailRequestBodySchema>;

/** `POST /api/v2/customers/passwordRecovery`: the e-mail. */
export const passwordRecoveryRequestBodySchema = z.object({ email: emailFieldSchema() });
export type PasswordRecoveryRequestBody = z.infer<typeof passwordRecoveryRequestBodySchema>;

/**
 * The code a confirmation mismatch maps to (docs/product/errors.md#account-calls): 'Password must be the same as new
 * password'.
 */
export const confirmPasswordMismatchCode: ErrorCode = 'INVALID_CONFIRM_PASSWORD';
/** The code the new ≠ old rule maps to. */
export const passwordUnchangedCode: ErrorCode = 'INVALID_PASSWORD';

const confirmationMatches = {
  error: i18nKeyOf(confirmPasswordMismatchCode),
  path: ['confirmPassword'],
  params: { errorCode: confirmPasswordMismatchCode },
};

/**
 * Reset password (`/reset-password/:uuid`) and create password (first-time setup): a strong
 * new password (≥ 8 with upper, lower and digit) and a matching confirmation.
 */
export const resetPasswordRequestBodySchema = z
  .object({
    password: strongPasswordSchema,
    confirmPassword: z.string({ error: message('validation.password.required') }),
  })
  .refine((body) => body.password === body.confirmPassword, confirmationMatches);
export type ResetPasswordRequestBody = z.infer<typeof resetPasswordRequestBodySchema>;

/** Create password (account setup incomplete, docs/product/accounts.md#create-password) follows the reset rules. */
export const createPasswordRequestBodySchema = resetPasswordRequestBodySchema;
export type CreatePasswordRequestBody = ResetPasswordRequestBody;

/**
 * Change password on the profile: the old one, a new one of 8 to 50 characters (the profile
 * hint says at least 8) that differs from the old one, and a matching confirmation.
 */
export const changePasswordRequestBodySchema = z
  .object({
    oldPassword: requiredPasswordSchema,
    newPassword: signUpPasswordSchema,
    confirmPassword: z.string({ error: message('validation.password.required') }),
  })
  .refine((body) => body.newPassword !== body.oldPassword, {
    error: message('validation.password.sameAsOld'),
    path: ['newPassword'],
    params: { errorCode: passwordUnchangedCode },
  })
  .refine((body) => body.newPassword === body.confirmPassword, confirmationMatches);
export type ChangePasswordRequestBody = z.infer<typeof changePasswordRequestBodySchema>;

/**
 * The code step's verify button (docs/product/accounts.md#one-time-codes): enabled only once the typed code reaches the
 * brand's minCharacterVerifyEmail (sample 4). Spaces around the code do not count.
 */
export function isVerifyCodeEnabled(code: string, minCharacterVerifyEmail: number): boolean {
  return code.trim().length >= minCharacterVerifyEmail;
}

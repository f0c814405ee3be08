import { z } from 'zod';
import { customerTypes } from '../customers/customer-type';
import type { ErrorCode } from '../errors/error-catalogue';
import { supportedLanguages } from '../i18n/languages';
import { currencies } from '../shipping/shipment-type';
import type { CustomerAccountView } from './customer-profile';

/** The profile calls' answers (docs/decisions/044-contracts-in-the-domain.md); bodies: customer-profile.ts. */

export const customerAccountViewSchema = z.object({
  email: z.string(),
  phoneNumber: z.string().nullable(),
  contactName: z.string(),
  contactSurname: z.string().nullable(),
  legalName: z.string().nullable(),
  isCompany: z.boolean(),
  customerType: z.enum(customerTypes),
  preferredLanguage: z.enum(supportedLanguages),
  preferredCurrency: z.enum(currencies).nullable(),
  hasPassword: z.boolean(),
  isEmailValidated: z.boolean(),
}) satisfies z.ZodType<CustomerAccountView>;

/** GET /api/v2/customers/me. */
export const profileResponseSchema = z.object({ data: customerAccountViewSchema }).describe('My profile');
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** PATCH /api/v2/customers/me: the new profile and a fresh token carrying the changed claims. */
export const profileUpdatedResponseSchema = z
  .object({
    data: z.object({ profile: customerAccountViewSchema, jwt: z.string() }),
  })
  .describe('The saved profile and a fresh token');
export type ProfileUpdatedResponse = z.infer<typeof profileUpdatedResponseSchema>;

/** POST /api/v2/customers/me/password. */
export const passwordChangedResponseSchema = z
  .object({ data: z.object({ passwordChanged: z.literal(true) }) })
  .describe('The password is changed');
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponseSchema>;

/** GET /api/v2/customers/links: the customer's links (a business-intelligence dashboard, if any). */
export const customerLinksResponseSchema = z
  .object({
    data: z.object({ businessIntelligence: z.string().nullable() }),
  })
  .describe("The customer's links");
export type CustomerLinksResponse = z.infer<typeof customerLinksResponseSchema>;

/** The code a failed change-password body answers: the confirmation, then the new password, decide. */
export function changePasswordInvalidCode(fieldErrors: Record<string, string[]>): ErrorCode {
  if (fieldErrors['confirmPassword']?.includes('validation.password.confirmMismatch'))
    return 'INVALID_CONFIRM_PASSWORD';
  if (fieldErrors['newPassword']) return 'INVALID_PASSWORD';
  return 'INVALID_PAYLOAD';
}

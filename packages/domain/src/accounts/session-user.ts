import { z } from 'zod';
import { backendBranches } from '../brand/brand-configuration';
import { customerTypes } from '../customers/customer-type';
import { supportedLanguages } from '../i18n/languages';
import { currencies } from '../shipping/shipment-type';
import { staffRoles } from '../staff/staff-roles';

/**
 * The special-user claim's "on" value (docs/product/accounts.md#session-claims: "a flag in the token marks a special
 * user (value 1)").
 */
export const SPECIAL_USER_FLAG_VALUE = 1;

/**
 * The session user: the claims our auth token carries (docs/product/accounts.md#session-claims), written by the server
 * when it signs the token and read by the web app when it decodes it. Claim names are the product spec's snake_case
 * ones. Standard JWT claims (iat, exp) are the token library's business and are not part of this object.
 * Decisions (ADR 011): ids are strings, `expired_at` is an ISO 8601 instant, the special-user claim is
 * `is_special_user`, and the internal-user flag of docs/product/staff.md#who-is-staff is `is_internal_user`.
 */
export const sessionUserClaimsSchema = z.object({
  customer_type: z.enum(customerTypes),
  email: z.string().min(1),
  phone_number: z.string().nullable(),
  contact_name: z.string(),
  contact_surname: z.string().nullable(),
  legal_name: z.string().nullable(),
  is_company: z.boolean(),
  preferred_currency: z.enum(currencies).nullable(),
  preferred_language: z.enum(supportedLanguages),
  backend_customer_id: z.string().min(1),
  backend_external_user_id: z.string().min(1).nullable(),
  backend_branch_id: z.enum(backendBranches),
  is_test: z.boolean(),
  /** Set while staff impersonate this customer: who the staff member is. */
  impersonated_by: z.string().min(1).nullable().optional(),
  /** When the session ends (ISO 8601 with offset); the auth cookie expires with it. */
  expired_at: z.iso.datetime({ offset: true }),
  is_special_user: z.union([z.literal(0), z.literal(SPECIAL_USER_FLAG_VALUE)]).optional(),
  is_internal_user: z.boolean().optional(),
  /** A staff member's role (ADR 072: what their console shows); null or absent for customers. */
  staff_role: z.enum(staffRoles).nullable().optional(),
});
export type SessionUserClaims = z.infer<typeof sessionUserClaimsSchema>;

export function isImpersonatedSession(user: SessionUserClaims): boolean {
  return typeof user.impersonated_by === 'string' && user.impersonated_by.length > 0;
}

export function isSpecialSessionUser(user: SessionUserClaims): boolean {
  return user.is_special_user === SPECIAL_USER_FLAG_VALUE;
}

/** Whether the session is over at `now` (passed in: the domain has no clock). */
export function isSessionExpired(user: SessionUserClaims, now: Date): boolean {
  return Date.parse(user.expired_at) <= now.getTime();
}

import {
  isStaffSession,
  staffRoleOfClaims,
  type AuthUserType,
  type CustomerType,
  type Language,
  type SessionUserClaims,
  type StaffRole,
} from '@freightdesk/domain';

/**
 * The signed-in user as components read it: the token claims of the domain
 * (`SessionUserClaims`, snake_case, docs/product/accounts.md#session-claims) in the web app's camelCase, absent values
 * as undefined.
 */
export interface SessionUser {
  email: string;
  customerType: CustomerType;
  contactName: string | undefined;
  contactSurname: string | undefined;
  legalName: string | undefined;
  phoneNumber: string | undefined;
  isCompany: boolean;
  preferredLanguage: Language;
  preferredCurrency: string | undefined;
  backendCustomerId: string;
  backendBranchId: string;
  /** Set while a staff member impersonates this customer. */
  impersonatedBy: string | undefined;
  isInternalUser: boolean;
  /** A staff member's role (what their console shows, ADR 072); undefined for customers. */
  staffRole: StaffRole | undefined;
  isSpecialUser: boolean;
  /** When the session ends (ISO 8601). */
  expiresAt: string;
}

export type UserType = AuthUserType;

const presentOrUndefined = <Value>(value: Value | null | undefined): Value | undefined =>
  value === null || value === '' ? undefined : value;

export function toSessionUser(claims: SessionUserClaims): SessionUser {
  return {
    email: claims.email,
    customerType: claims.customer_type,
    contactName: presentOrUndefined(claims.contact_name),
    contactSurname: presentOrUndefined(claims.contact_surname),
    legalName: presentOrUndefined(claims.legal_name),
    phoneNumber: presentOrUndefined(claims.phone_number),
    isCompany: claims.is_company,
    preferredLanguage: claims.preferred_language,
    preferredCurrency: presentOrUndefined(claims.preferred_currency),
    backendCustomerId: claims.backend_customer_id,
    backendBranchId: claims.backend_branch_id,
    impersonatedBy: presentOrUndefined(claims.impersonated_by),
    isInternalUser: isStaffSession(claims),
    staffRole: staffRoleOfClaims(claims) ?? undefined,
    isSpecialUser: claims.is_special_user === 1,
    expiresAt: claims.expired_at,
  };
}

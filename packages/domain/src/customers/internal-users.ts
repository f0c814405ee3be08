/**
 * Who counts as staff (docs/product/staff.md#who-is-staff): an e-mail whose domain is one of the company's domains,
 * except one test address, or a user carrying the internal-user flag. The domains are
 * brand/company data, so they are passed in rather than written here.
 */
export interface InternalUserDirectory {
  /** The company's e-mail domains, e.g. `['example-freight.com']`; compared case-insensitively. */
  companyDomains: readonly string[];
  /** One address on a company domain that must be treated as a customer (used by tests). */
  excludedTestEmail?: string | undefined;
}

function domainOfEmail(email: string): string | undefined {
  const atIndex = email.lastIndexOf('@');
  if (atIndex <= 0 || atIndex === email.length - 1) return undefined;
  return email.slice(atIndex + 1).toLowerCase();
}

/** Whether an e-mail address belongs to staff: an exact company domain (no subdomains), not the test address. */
export function isInternalEmail(email: string, directory: InternalUserDirectory): boolean {
  const normalisedEmail = email.trim().toLowerCase();
  if (
    directory.excludedTestEmail !== undefined &&
    normalisedEmail === directory.excludedTestEmail.trim().toLowerCase()
  ) {
    return false;
  }
  const domain = domainOfEmail(normalisedEmail);
  if (domain === undefined) return false;
  return directory.companyDomains.some((companyDomain) => companyDomain.trim().toLowerCase() === domain);
}

export interface InternalUserCandidate {
  email?: string | null | undefined;
  /** The internal-user flag (for instance the session's `is_internal_user` claim). */
  isInternalUser?: boolean | null | undefined;
}

/** Staff by flag or by e-mail domain (docs/product/staff.md#who-is-staff). */
export function isInternalUser(candidate: InternalUserCandidate, directory: InternalUserDirectory): boolean {
  if (candidate.isInternalUser === true) return true;
  return typeof candidate.email === 'string' && isInternalEmail(candidate.email, directory);
}

/**
 * THE staff test of a signed-in user (docs/decisions/049-access.md), the same on the server (route
 * guards) and on the web (`userType`): the token's internal-user claim. The server decides that
 * claim once, when it signs the token (`isInternalUser` with the company's domains), so readers
 * of a token never need the domain list.
 */
export function isStaffSession(claims: { is_internal_user?: boolean | null | undefined }): boolean {
  return claims.is_internal_user === true;
}

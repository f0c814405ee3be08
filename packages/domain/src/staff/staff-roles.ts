/**
 * Staff kinds and what each may do in the console (docs/product/staff.md#staff-kinds, ADR 072). A staff member
 * carries one role; the token says which (`staff_role`), and the server's guards and the web's admin menu ask
 * `staffMay`. An internal user with no role stored is `operations`: being on the company's domain lets one run
 * shipments, not change prices or other staff.
 */
export const staffRoles = ['admin', 'operations', 'sales', 'pricing', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The areas of the console a role may open (each area covers reading and changing it). */
export const staffPermissions = [
  /** All customers: search, customer page, credit lines, creating a customer on their behalf. */
  'customers',
  /** Acting as a customer (impersonation). */
  'impersonation',
  /** All shipments: statuses, milestones, references, wire confirmations, revised quotes and re-quotes. */
  'shipments',
  /** The requests inbox: custom quote, custom air, e-commerce call-back and restricted-commodity requests. */
  'requests',
  /** Rate management: rate sheets, versions, exchange rates, carriers, port charges, additional services. */
  'rateManagement',
  /** Customising a quote's prices (margins per charge line or group) before sharing it. */
  'quotePricing',
  /** Giving other staff members their role. */
  'staffRoles',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const permissionsByRole: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  admin: staffPermissions,
  operations: ['customers', 'impersonation', 'shipments', 'requests'],
  sales: ['customers', 'impersonation', 'requests', 'quotePricing'],
  pricing: ['rateManagement', 'quotePricing'],
  // Support looks at what a customer sees and nothing more: no admin panel group (seed: "hidden for some kinds").
  support: ['impersonation'],
};

/** The role of an internal user who has none stored. */
export const defaultStaffRole: StaffRole = 'operations';

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** The areas this role may open, in the order of `staffPermissions`. */
export function permissionsOfStaffRole(role: StaffRole): readonly StaffPermission[] {
  return permissionsByRole[role];
}

/** The claims that decide staff rights: the internal-user flag and the role. */
export interface StaffClaims {
  is_internal_user?: boolean | null | undefined;
  staff_role?: string | null | undefined;
}

/** The staff member's role, or null for a customer (a token without a known role counts as the default). */
export function staffRoleOfClaims(claims: StaffClaims): StaffRole | null {
  if (claims.is_internal_user !== true) return null;
  return isStaffRole(claims.staff_role) ? claims.staff_role : defaultStaffRole;
}

/** Whether the signed-in user is staff whose role opens `permission`. */
export function staffMay(claims: StaffClaims, permission: StaffPermission): boolean {
  const role = staffRoleOfClaims(claims);
  return role !== null && permissionsByRole[role].includes(permission);
}

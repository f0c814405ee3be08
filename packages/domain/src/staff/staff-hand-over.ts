import { z } from 'zod';
import { staffMay, type StaffClaims, type StaffPermission } from './staff-roles';

/**
 * The hand-over to the admin host (docs/product/staff.md#admin-panel, ADR 075): `/auth?section=` names a console
 * section; the staff member's token goes to `{admin host}/auth` encrypted with that host's public key, with the
 * section's page as `fallbackUrl`. The console lives in this product, so the section's page is a path of ours.
 */
export const staffConsoleSections = ['customers', 'shipments', 'requests', 'rate-management'] as const;
export type StaffConsoleSection = (typeof staffConsoleSections)[number];

/** The permission that opens a section (ADR 072). */
export const permissionOfSection: Readonly<Record<StaffConsoleSection, StaffPermission>> = {
  customers: 'customers',
  shipments: 'shipments',
  requests: 'requests',
  'rate-management': 'rateManagement',
};

export function isStaffConsoleSection(value: unknown): value is StaffConsoleSection {
  return typeof value === 'string' && (staffConsoleSections as readonly string[]).includes(value);
}

/** The console path prefix of each section: the fallback of a hand-over, and what a forwarded path must start with. */
export const consolePathOfSection: Readonly<Record<StaffConsoleSection, string>> = {
  customers: '/admin/customers',
  shipments: '/admin/shipments',
  requests: '/admin/requests',
  'rate-management': '/admin/rate-management',
};

/**
 * The section a console path belongs to (`/admin/customers/123` → customers), or undefined for any other path (an
 * open redirect is never followed: only console paths of this product hand over).
 */
export function sectionOfConsolePath(path: string): StaffConsoleSection | undefined {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return staffConsoleSections.find((section) => {
    const prefix = consolePathOfSection[section];
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  });
}

/** Whether the claims may open the section (staff whose role has its permission). */
export function staffMayOpenSection(claims: StaffClaims, section: StaffConsoleSection): boolean {
  return staffMay(claims, permissionOfSection[section]);
}

/** POST /api/v2/staff/hand-over: the encrypted token for the admin host and where to send the browser. */
export const staffHandOverRequestSchema = z.object({
  /** A console path of this product (`/admin/...`). */
  fallbackUrl: z
    .string()
    .max(500)
    .refine((path) => sectionOfConsolePath(path) !== undefined, 'notAConsolePath'),
});
export type StaffHandOverRequest = z.infer<typeof staffHandOverRequestSchema>;

export const staffHandOverResponseSchema = z
  .object({
    data: z.object({
      /** `{admin host}/auth?token=…&fallbackUrl=…`, or the fallback path itself when this host is the admin host. */
      redirectUrl: z.string(),
    }),
  })
  .describe('Where the browser goes to open the console section');
export type StaffHandOverResponse = z.infer<typeof staffHandOverResponseSchema>;

/** POST /api/v2/staff/hand-over/accept (on the admin host): the encrypted token in, a session of this host out. */
export const staffHandOverAcceptRequestSchema = z.object({ token: z.string().min(1).max(10_000) });
export type StaffHandOverAcceptRequest = z.infer<typeof staffHandOverAcceptRequestSchema>;

import type { FeatureFlags } from '../brand/feature-flags';
import type { StaffPermission, StaffRole } from '../staff/staff-roles';
import { permissionsOfStaffRole } from '../staff/staff-roles';

/**
 * Staff's admin panel in the side menu (ADR 020, ADR 072): all customers, all shipments, the requests inbox and,
 * with the rate-management flag, rate management, each shown to the staff roles that may open it. Each item names
 * the console section the `/auth` hand-over opens.
 */
export const adminMenuGroupId = 'adminPanel';

export const adminMenuItemIds = ['allCustomers', 'allShipments', 'requests', 'rateManagement'] as const;
export type AdminMenuItemId = (typeof adminMenuItemIds)[number];

/** The console's sections, as `/auth?section=` names them. */
export const adminSections = ['customers', 'shipments', 'requests', 'rate-management'] as const;
export type AdminSection = (typeof adminSections)[number];

export interface AdminMenuItem {
  id: AdminMenuItemId;
  /** The console section, passed to the `/auth` hand-over. */
  section: AdminSection;
}

const adminMenuItems: readonly (AdminMenuItem & { permission: StaffPermission; requiredFlag?: 'rateManagement' })[] = [
  { id: 'allCustomers', section: 'customers', permission: 'customers' },
  { id: 'allShipments', section: 'shipments', permission: 'shipments' },
  { id: 'requests', section: 'requests', permission: 'requests' },
  { id: 'rateManagement', section: 'rate-management', permission: 'rateManagement', requiredFlag: 'rateManagement' },
];

export interface AdminMenuInput {
  /** The signed-in staff member's role; null for customers and visitors, who see no admin panel. */
  staffRole: StaffRole | null;
  featureFlags: Pick<FeatureFlags, 'rateManagement'>;
}

/** The admin panel's items in their order, or none when the user is not staff (or their role opens none). */
export function buildAdminMenu({ staffRole, featureFlags }: AdminMenuInput): AdminMenuItem[] {
  if (staffRole === null) return [];
  const permissions = permissionsOfStaffRole(staffRole);
  return adminMenuItems
    .filter(
      ({ permission, requiredFlag }) =>
        permissions.includes(permission) && (!requiredFlag || featureFlags[requiredFlag]),
    )
    .map(({ id, section }) => ({ id, section }));
}

/** The admin menu item of a console section (for the `/auth` hand-over), if it is one. */
export function adminMenuItemOfSection(section: string): AdminMenuItem | undefined {
  const item = adminMenuItems.find((candidate) => candidate.section === section);
  return item ? { id: item.id, section: item.section } : undefined;
}

import type { FeatureFlags } from '../brand/feature-flags';

/**
 * Staff's admin panel in the side menu (ADR 020): all customers,
 * all shipments and, with the rate-management flag, rate management. Those pages belong to the
 * admin app: each item names the section the `/auth` hand-over opens there.
 */
export const adminMenuGroupId = 'adminPanel';

export const adminMenuItemIds = ['allCustomers', 'allShipments', 'rateManagement'] as const;
export type AdminMenuItemId = (typeof adminMenuItemIds)[number];

export interface AdminMenuItem {
  id: AdminMenuItemId;
  /** The admin app's section, passed to the `/auth` hand-over. */
  section: string;
}

const adminMenuItems: readonly (AdminMenuItem & { requiredFlag?: 'rateManagement' })[] = [
  { id: 'allCustomers', section: 'customers' },
  { id: 'allShipments', section: 'shipments' },
  { id: 'rateManagement', section: 'rate-management', requiredFlag: 'rateManagement' },
];

export interface AdminMenuInput {
  /** Whether the signed-in user is staff; customers and visitors see no admin panel. */
  isStaff: boolean;
  featureFlags: Pick<FeatureFlags, 'rateManagement'>;
}

/** The admin panel's items in their order, or none when the user is not staff. */
export function buildAdminMenu({ isStaff, featureFlags }: AdminMenuInput): AdminMenuItem[] {
  if (!isStaff) return [];
  return adminMenuItems
    .filter(({ requiredFlag }) => !requiredFlag || featureFlags[requiredFlag])
    .map(({ id, section }) => ({ id, section }));
}

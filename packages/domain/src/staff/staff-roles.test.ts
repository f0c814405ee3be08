import { describe, expect, it } from 'vitest';
import { staffMay, staffPermissions, staffRoleOfClaims, staffRoles } from './staff-roles';

describe('staffRoleOfClaims', () => {
  it('is null for a customer, whatever role a token names', () => {
    expect(staffRoleOfClaims({ is_internal_user: false, staff_role: 'admin' })).toBeNull();
    expect(staffRoleOfClaims({})).toBeNull();
  });

  it('is the role the token names, or operations when it names none or an unknown one', () => {
    expect(staffRoleOfClaims({ is_internal_user: true, staff_role: 'pricing' })).toBe('pricing');
    expect(staffRoleOfClaims({ is_internal_user: true, staff_role: null })).toBe('operations');
    expect(staffRoleOfClaims({ is_internal_user: true, staff_role: 'owner' })).toBe('operations');
  });
});

describe('staffMay', () => {
  const table: Record<(typeof staffRoles)[number], string[]> = {
    admin: [...staffPermissions],
    operations: ['customers', 'impersonation', 'shipments', 'requests'],
    sales: ['customers', 'impersonation', 'requests', 'quotePricing'],
    pricing: ['rateManagement', 'quotePricing'],
    support: ['impersonation'],
  };

  it.each(staffRoles.flatMap((role) => staffPermissions.map((permission) => [role, permission] as const)))(
    '%s may %s exactly as the table says',
    (role, permission) => {
      expect(staffMay({ is_internal_user: true, staff_role: role }, permission)).toBe(table[role].includes(permission));
    },
  );

  it('gives a customer nothing', () => {
    expect(staffPermissions.some((permission) => staffMay({ is_internal_user: false }, permission))).toBe(false);
  });
});

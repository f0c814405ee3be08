import { describe, expect, it } from 'vitest';
import { buildAdminMenu } from './admin-menu';

describe('buildAdminMenu', () => {
  it.each([
    { isStaff: false, rateManagement: false, expected: [] },
    { isStaff: false, rateManagement: true, expected: [] },
    { isStaff: true, rateManagement: false, expected: ['allCustomers:customers', 'allShipments:shipments'] },
    {
      isStaff: true,
      rateManagement: true,
      expected: ['allCustomers:customers', 'allShipments:shipments', 'rateManagement:rate-management'],
    },
  ])('staff $isStaff, rate management $rateManagement → $expected', ({ isStaff, rateManagement, expected }) => {
    const menu = buildAdminMenu({ isStaff, featureFlags: { rateManagement } });
    expect(menu.map((item) => `${item.id}:${item.section}`)).toEqual(expected);
  });
});

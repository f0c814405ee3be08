import { describe, expect, it } from 'vitest';
import { buildAdminMenu } from './admin-menu';

describe('buildAdminMenu', () => {
  it.each([
    { staffRole: null, rateManagement: false, expected: [] },
    { staffRole: null, rateManagement: true, expected: [] },
    {
      staffRole: 'admin',
      rateManagement: false,
      expected: ['allCustomers:customers', 'allShipments:shipments', 'requests:requests'],
    },
    {
      staffRole: 'admin',
      rateManagement: true,
      expected: [
        'allCustomers:customers',
        'allShipments:shipments',
        'requests:requests',
        'rateManagement:rate-management',
      ],
    },
    {
      staffRole: 'operations',
      rateManagement: true,
      expected: ['allCustomers:customers', 'allShipments:shipments', 'requests:requests'],
    },
    { staffRole: 'sales', rateManagement: true, expected: ['allCustomers:customers', 'requests:requests'] },
    { staffRole: 'pricing', rateManagement: true, expected: ['rateManagement:rate-management'] },
    { staffRole: 'pricing', rateManagement: false, expected: [] },
    { staffRole: 'support', rateManagement: true, expected: [] },
  ] as const)(
    'role $staffRole, rate management $rateManagement → $expected',
    ({ staffRole, rateManagement, expected }) => {
      const menu = buildAdminMenu({ staffRole, featureFlags: { rateManagement } });
      expect(menu.map((item) => `${item.id}:${item.section}`)).toEqual(expected);
    },
  );
});

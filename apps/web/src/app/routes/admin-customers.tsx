import { permissionsOfStaffRole } from '@freightdesk/domain';
import { ConsolePage } from '@/components/staff/console-page';
import { CustomersList } from '@/features/staff-customers';
import { useSession } from '@/lib/session';

/** `/admin/customers`: All customers (docs/product/staff.md#all-customers, ADR 075). */
export function Component() {
  const { user } = useSession();
  return (
    <ConsolePage pathId="adminCustomers" permission="customers">
      <CustomersList canCreate={!!user?.staffRole && permissionsOfStaffRole(user.staffRole).includes('customers')} />
    </ConsolePage>
  );
}

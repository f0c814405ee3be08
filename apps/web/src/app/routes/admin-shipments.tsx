import { ConsolePage } from '@/components/staff/console-page';
import { StaffShipments } from '@/features/staff-shipments';

/** `adminShipments` of the staff console: All shipments and the re-quote (ADR 072, ADR 077). */
export function Component() {
  return (
    <ConsolePage pathId="adminShipments" permission="shipments">
      <StaffShipments />
    </ConsolePage>
  );
}

import { ConsolePage } from '@/components/staff/console-page';
import { RequestsInbox } from '@/features/staff-requests';

/** `/admin/requests`: the staff's requests inbox (docs/decisions/078-staff-requests-inbox.md). */
export function Component() {
  return (
    <ConsolePage pathId="adminRequests" permission="requests">
      <RequestsInbox />
    </ConsolePage>
  );
}

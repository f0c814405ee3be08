import { useParams } from 'react-router';
import { ConsolePage } from '@/components/staff/console-page';
import { RequestPage } from '@/features/staff-requests';

/** `/admin/requests/:requestId`: one request, its history and the answer (ADR 078). */
export function Component() {
  const { requestId = '' } = useParams();
  return (
    <ConsolePage pathId="adminRequest" permission="requests">
      <RequestPage requestId={requestId} />
    </ConsolePage>
  );
}

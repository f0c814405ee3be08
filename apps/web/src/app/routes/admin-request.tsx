import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StaffOnly } from '@/components/staff/staff-only';
import { paths } from '@/config/paths';
import { RequestPage } from '@/features/staff-requests';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/admin/requests/:requestId`: one request, its history and the answer (ADR 078). */
export function Component() {
  const { t } = useTranslation();
  const { requestId = '' } = useParams();
  usePageTitle(t(paths.adminRequest.titleKey));
  return (
    <StaffOnly permission="requests">
      <RequestPage requestId={requestId} />
    </StaffOnly>
  );
}

import { useTranslation } from 'react-i18next';
import { StaffOnly } from '@/components/staff/staff-only';
import { paths } from '@/config/paths';
import { RequestsInbox } from '@/features/staff-requests';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/admin/requests`: the staff's requests inbox (docs/decisions/078-staff-requests-inbox.md). */
export function Component() {
  const { t } = useTranslation();
  const title = t(paths.adminRequests.titleKey);
  usePageTitle(title);
  return (
    <StaffOnly permission="requests">
      <RequestsInbox title={title} />
    </StaffOnly>
  );
}

import { useTranslation } from 'react-i18next';
import { StaffOnly } from '@/components/staff/staff-only';
import { paths } from '@/config/paths';
import { StaffShipments } from '@/features/staff-shipments';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `adminShipments` of the staff console: All shipments and the re-quote (ADR 072, ADR 077). */
export function Component() {
  const { t } = useTranslation();
  const title = t(paths.adminShipments.titleKey);
  usePageTitle(title);
  return (
    <StaffOnly permission="shipments">
      <StaffShipments title={title} />
    </StaffOnly>
  );
}

import { useTranslation } from 'react-i18next';
import { StaffOnly } from '@/components/staff/staff-only';
import { paths } from '@/config/paths';
import { RateManagement } from '@/features/rate-management';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `adminRateManagement` of the staff console (ADR 072): rate sheets by kind (ADR 079). */
export function Component() {
  const { t } = useTranslation();
  const title = t(paths.adminRateManagement.titleKey);
  usePageTitle(title);
  return (
    <StaffOnly permission="rateManagement" featureFlag="rateManagement">
      <RateManagement />
    </StaffOnly>
  );
}

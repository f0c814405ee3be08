import { useTranslation } from 'react-i18next';
import { StaffOnly } from '@/components/staff/staff-only';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `adminRateManagement` of the staff console (ADR 072): not built yet. */
export function Component() {
  const { t } = useTranslation();
  const title = t(paths.adminRateManagement.titleKey);
  usePageTitle(title);
  return (
    <StaffOnly permission="rateManagement">
      <PagePlaceholder title={title} />
    </StaffOnly>
  );
}

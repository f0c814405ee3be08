import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StaffOnly } from '@/components/staff/staff-only';
import { paths } from '@/config/paths';
import { RateSheetVersionPage } from '@/features/rate-management';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `adminRateSheetVersion` of the staff console (ADR 072): one version, its check, diff and publish (ADR 079). */
export function Component() {
  const { t } = useTranslation();
  const { versionId = '' } = useParams();
  const title = t(paths.adminRateSheetVersion.titleKey);
  usePageTitle(title);
  return (
    <StaffOnly permission="rateManagement" featureFlag="rateManagement">
      <RateSheetVersionPage versionId={versionId} />
    </StaffOnly>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StaffOnly } from '@/components/staff/staff-only';
import { paths } from '@/config/paths';
import { RateSettingsPage } from '@/features/rate-settings';
import { usePageTitle } from '@/lib/brand/use-page-title';

/**
 * `adminRateSettings` of the staff console (ADR 072, ADR 080): exchange rates, carriers, port charges and
 * additional-service prices, for staff whose role opens rate management.
 */
export function Component() {
  const { t } = useTranslation();
  const { settingsArea } = useParams();
  const title = t(paths.adminRateSettings.titleKey);
  usePageTitle(title);
  return (
    <StaffOnly permission="rateManagement" featureFlag="rateManagement">
      <RateSettingsPage title={title} area={settingsArea} />
    </StaffOnly>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StaffOnly } from '@/components/staff/staff-only';
import { paths } from '@/config/paths';
import { TariffRowPage } from '@/features/rate-management';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `adminTariff` of the staff console (ADR 072): one tariff row the rate engine prices from (ADR 079). */
export function Component() {
  const { t } = useTranslation();
  const { tariffKind = '', tariffId = '' } = useParams();
  const title = t(paths.adminTariff.titleKey);
  usePageTitle(title);
  return (
    <StaffOnly permission="rateManagement" featureFlag="rateManagement">
      <TariffRowPage kind={tariffKind} tariffId={tariffId} />
    </StaffOnly>
  );
}

import { useParams } from 'react-router';
import { ConsolePage } from '@/components/staff/console-page';
import { TariffRowPage } from '@/features/rate-management';

/** `adminTariff` of the staff console (ADR 072): one tariff row the rate engine prices from (ADR 079). */
export function Component() {
  const { tariffKind = '', tariffId = '' } = useParams();
  return (
    <ConsolePage pathId="adminTariff" permission="rateManagement" featureFlag="rateManagement">
      <TariffRowPage kind={tariffKind} tariffId={tariffId} />
    </ConsolePage>
  );
}

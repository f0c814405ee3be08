import { useParams } from 'react-router';
import { ConsolePage } from '@/components/staff/console-page';
import { RateSettingsPage } from '@/features/rate-settings';

/**
 * `adminRateSettings` of the staff console (ADR 072, ADR 080): exchange rates, carriers, port charges and
 * additional-service prices, for staff whose role opens rate management.
 */
export function Component() {
  const { settingsArea } = useParams();
  return (
    <ConsolePage pathId="adminRateSettings" permission="rateManagement" featureFlag="rateManagement">
      <RateSettingsPage area={settingsArea} />
    </ConsolePage>
  );
}

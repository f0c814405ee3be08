import { ConsolePage } from '@/components/staff/console-page';
import { RateManagement } from '@/features/rate-management';

/** `adminRateManagement` of the staff console (ADR 072): rate sheets by kind (ADR 079). */
export function Component() {
  return (
    <ConsolePage pathId="adminRateManagement" permission="rateManagement" featureFlag="rateManagement">
      <RateManagement />
    </ConsolePage>
  );
}

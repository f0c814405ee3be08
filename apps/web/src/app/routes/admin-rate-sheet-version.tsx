import { useParams } from 'react-router';
import { ConsolePage } from '@/components/staff/console-page';
import { RateSheetVersionPage } from '@/features/rate-management';

/** `adminRateSheetVersion` of the staff console (ADR 072): one version, its check, diff and publish (ADR 079). */
export function Component() {
  const { versionId = '' } = useParams();
  return (
    <ConsolePage pathId="adminRateSheetVersion" permission="rateManagement" featureFlag="rateManagement">
      <RateSheetVersionPage versionId={versionId} />
    </ConsolePage>
  );
}

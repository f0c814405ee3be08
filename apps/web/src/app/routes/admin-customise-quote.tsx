import { useParams } from 'react-router';
import { ConsolePage } from '@/components/staff/console-page';
import { CustomiseQuote } from '@/features/staff-quotes/customise';

/** `adminCustomiseQuote` of the staff console (ADR 072, ADR 081): `quotePricing` staff customise a quote's prices. */
export function Component() {
  const { quoteId = '' } = useParams();
  return (
    <ConsolePage pathId="adminCustomiseQuote" permission="quotePricing">
      <CustomiseQuote quoteId={quoteId} />
    </ConsolePage>
  );
}

import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StaffOnly } from '@/components/staff/staff-only';
import { paths } from '@/config/paths';
import { CustomiseQuote } from '@/features/staff-quotes/customise';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `adminCustomiseQuote` of the staff console (ADR 072, ADR 081): `quotePricing` staff customise a quote's prices. */
export function Component() {
  const { t } = useTranslation();
  const { quoteId = '' } = useParams();
  const title = t(paths.adminCustomiseQuote.titleKey);
  usePageTitle(title);
  return (
    <StaffOnly permission="quotePricing">
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <CustomiseQuote quoteId={quoteId} />
    </StaffOnly>
  );
}

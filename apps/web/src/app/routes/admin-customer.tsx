import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StaffOnly } from '@/components/staff/staff-only';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { CustomerPage } from '@/features/staff-customers';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/** `/admin/customers/:customerId`: the console's customer page (docs/product/staff.md#all-customers, ADR 075). */
export function Component() {
  const { t } = useTranslation();
  const { customerId = '' } = useParams();
  const localizedHref = useLocalizedHref();
  const title = t(paths.adminCustomer.titleKey);
  usePageTitle(title);
  return (
    <StaffOnly permission="customers">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1280 }}>
        <TextLink to={localizedHref(paths.adminCustomers.getHref())}>{t('staffCustomers.customer.back')}</TextLink>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {title}
        </Typography>
        <CustomerPage key={customerId} customerId={customerId} />
      </Box>
    </StaffOnly>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StaffOnly } from '@/components/staff/staff-only';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { SignUpForm } from '@/features/auth';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/**
 * `/admin/customers/new`: staff open an account for a customer with the sign-up form in its internal creation mode
 * (docs/product/accounts.md#sign-up-forms, ADR 075); the new customer's page opens.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  const title = t(paths.adminNewCustomer.titleKey);
  usePageTitle(title);
  return (
    <StaffOnly permission="customers">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }}>
        <TextLink to={localizedHref(paths.adminCustomers.getHref())}>{t('staffCustomers.customer.back')}</TextLink>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('staffCustomers.create.intro')}</Typography>
        <SignUpForm
          mode="internalCreation"
          onCustomerCreated={(customerId) =>
            void navigate(localizedHref(paths.adminCustomer.getHref({ customerId })), {
              state: { created: true },
            })
          }
        />
      </Box>
    </StaffOnly>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConsolePage } from '@/components/staff/console-page';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { SignUpForm } from '@/features/auth';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/**
 * `/admin/customers/new`: staff open an account for a customer with the sign-up form in its internal creation mode
 * (docs/product/accounts.md#sign-up-forms, ADR 075); the new customer's page opens.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  return (
    <ConsolePage pathId="adminNewCustomer" permission="customers">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }}>
        <TextLink to={localizedHref(paths.adminCustomers.getHref())} sx={{ alignSelf: 'flex-start' }}>
          {t('staffCustomers.customer.back')}
        </TextLink>
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
    </ConsolePage>
  );
}

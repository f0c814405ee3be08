import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConsolePage } from '@/components/staff/console-page';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { CustomerPage } from '@/features/staff-customers';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/** `/admin/customers/:customerId`: the console's customer page (docs/product/staff.md#all-customers, ADR 075). */
export function Component() {
  const { t } = useTranslation();
  const { customerId = '' } = useParams();
  const localizedHref = useLocalizedHref();
  return (
    <ConsolePage pathId="adminCustomer" permission="customers">
      <TextLink to={localizedHref(paths.adminCustomers.getHref())} sx={{ alignSelf: 'flex-start' }}>
        {t('staffCustomers.customer.back')}
      </TextLink>
      <CustomerPage key={customerId} customerId={customerId} />
    </ConsolePage>
  );
}

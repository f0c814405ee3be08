import { isECommerceServiceType } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

/**
 * `/e-commerce-solution/:serviceType` (docs/product/shell.md#route-table); an unknown type is an invalid service too.
 */
export function Component() {
  const { t } = useTranslation();
  const { serviceType } = useParams();
  if (!isECommerceServiceType(serviceType)) {
    return (
      <PagePlaceholder
        title={t('pages.getQuote.invalidService.title')}
        description={t('pages.getQuote.invalidService.description')}
      />
    );
  }
  return (
    <PagePlaceholder
      title={t('pages.eCommerceSolution.titleForService', {
        service: t(`pages.eCommerceSolution.serviceTypes.${serviceType}`),
      })}
    />
  );
}

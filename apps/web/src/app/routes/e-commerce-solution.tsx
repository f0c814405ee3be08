import { isECommerceServiceType } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { ECommerceSolution } from '@/features/custom-requests';

/**
 * `/e-commerce-solution/:serviceType` (docs/product/shell.md#route-table): the service and its call-back request
 * (docs/product/quoting.md#custom-and-sales-requests); an unknown type is an invalid service.
 */
export function Component() {
  const { t } = useTranslation();
  const { serviceType } = useParams();
  const isKnown = isECommerceServiceType(serviceType);
  const title = isKnown
    ? t('pages.eCommerceSolution.titleForService', {
        service: t(`pages.eCommerceSolution.serviceTypes.${serviceType}`),
      })
    : t('pages.getQuote.invalidService.title');
  if (!isKnown) {
    return <PagePlaceholder title={title} description={t('pages.getQuote.invalidService.description')} />;
  }
  return <ECommerceSolution key={serviceType} serviceType={serviceType} title={title} />;
}

import { isQuoteFormServiceType } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

/**
 * `/get-quote/:serviceType` (docs/product/shell.md#route-table): an unknown service type titles the page 'Invalid
 * service'.
 */
export function Component() {
  const { t } = useTranslation();
  const { serviceType } = useParams();
  if (!isQuoteFormServiceType(serviceType)) {
    return (
      <PagePlaceholder
        title={t('pages.getQuote.invalidService.title')}
        description={t('pages.getQuote.invalidService.description')}
      />
    );
  }
  return (
    <PagePlaceholder
      title={t('pages.getQuote.titleForService', { service: t(`pages.getQuote.serviceTypes.${serviceType}`) })}
    />
  );
}

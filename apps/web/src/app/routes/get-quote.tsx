import { isQuoteFormServiceType } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { QuoteForm } from '@/features/quote-form';
import { usePageTitle } from '@/lib/brand/use-page-title';

/**
 * Fetches the results page's code while the form is filled in, so the first rates paint at once after submit
 * (ADR 054). The lead wires the results route's chunk in here when the results pages are merged.
 */
function preloadQuoteResults(): void {}

function QuoteFormPage({ serviceType }: { serviceType: Parameters<typeof QuoteForm>[0]['serviceType'] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  usePageTitle(t('pages.getQuote.titleForService', { service: t(`pages.getQuote.serviceTypes.${serviceType}`) }));
  // Keyed by the address: another shortcut (or the same one with another query) starts a new form.
  return <QuoteForm key={`${serviceType}${search}`} serviceType={serviceType} onFormStarted={preloadQuoteResults} />;
}

/**
 * `/get-quote/:serviceType` (docs/product/shell.md#route-table): the quote form of the service; an unknown service
 * type titles the page 'Invalid service'.
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
  return <QuoteFormPage serviceType={serviceType} />;
}

import { isQuoteFormServiceType } from '@freightdesk/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { QuoteForm } from '@/features/quote-form';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { loadOnDemandTexts } from '@/lib/i18n/i18n';

// Only an unknown service shows it: not part of the form's bytes (ADR 089).
const PagePlaceholder = lazy(() =>
  import('@/components/ui/page-placeholder').then((module) => ({ default: module.PagePlaceholder })),
);

/**
 * Fetches the results page's code and its own texts (ADR 082, amendment 3) while the form is filled in, so the first
 * rates paint at once after submit (ADR 054), from the moment the user starts filling it in (ADR 073: not while the
 * form first renders, whose own code comes first). The router's lazy route then finds them already loaded. A failed
 * fetch is left to the router, which retries (and reloads on a stale chunk) when the page is opened.
 */
function preloadQuoteResults(): void {
  import('./quote-results').catch(() => undefined);
  loadOnDemandTexts(['quoteResults']).catch(() => undefined);
}

function QuoteFormPage({ serviceType }: { serviceType: Parameters<typeof QuoteForm>[0]['serviceType'] }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  usePageTitle(t('pages.getQuote.titleForService', { service: t(`pages.getQuote.serviceTypes.${serviceType}`) }));
  // Keyed by the shortcut: another one starts a new form, while the auth panel opening or closing over it (its own
  // query parameter) keeps what was typed.
  const shortcut = [serviceType, searchParams.get('selectedShipmentType'), searchParams.get('countryIsoCode')].join(
    '|',
  );
  return <QuoteForm key={shortcut} serviceType={serviceType} onFormStarted={preloadQuoteResults} />;
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
      <Suspense fallback={null}>
        <PagePlaceholder
          title={t('pages.getQuote.invalidService.title')}
          description={t('pages.getQuote.invalidService.description')}
        />
      </Suspense>
    );
  }
  return <QuoteFormPage serviceType={serviceType} />;
}

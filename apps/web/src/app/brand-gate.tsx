import type { BrandConfiguration } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '@/components/errors/full-page-message';
import { FullPageProgress } from '@/components/ui/full-page-progress';
import { PlainButton } from '@/components/ui/plain-button';
import { applyBrandToDocument } from '@/lib/brand/apply-brand-to-document';
import { BrandContext } from '@/lib/brand/brand-context';
import { brandConfigurationQueryOptions } from '@/lib/brand/get-brand-configuration';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider';

let appliedBrand: BrandConfiguration | undefined;

/**
 * Nothing renders before the brand configuration (seed 000 §1): a labelled progress indicator
 * while it loads, a full-page error with a retry when it fails, then the branded app.
 */
export function BrandGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const brandQuery = useQuery(brandConfigurationQueryOptions());
  // The whole app's first render is large: as a deferred (transition) render, React splits it
  // into short slices instead of one long task, and the progress indicator stays meanwhile.
  const brand = useDeferredValue(brandQuery.data);

  if (brand) {
    // Before any child renders: its calls need the app-origin header and cookie domain.
    if (appliedBrand !== brand) {
      applyBrandToDocument(brand);
      appliedBrand = brand;
    }
    return (
      <BrandContext value={brand}>
        <AppThemeProvider brand={brand}>{children}</AppThemeProvider>
      </BrandContext>
    );
  }

  return (
    <AppThemeProvider>
      {brandQuery.isError ? (
        <FullPageMessage
          title={t('app.configurationError.title')}
          description={t('app.configurationError.description')}
          actions={
            <PlainButton type="button" onClick={() => void brandQuery.refetch()} disabled={brandQuery.isFetching}>
              {t('app.configurationError.retry')}
            </PlainButton>
          }
        />
      ) : (
        <FullPageProgress labelKey="app.loadingConfiguration" />
      )}
    </AppThemeProvider>
  );
}

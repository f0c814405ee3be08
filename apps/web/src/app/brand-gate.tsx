import type { BrandConfiguration } from '@freightdesk/domain';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '@/components/errors/full-page-message';
import { FullPageProgress } from '@/components/ui/full-page-progress';
import { Button } from '@/components/ui/button';
import { applyBrandToDocument } from '@/lib/brand/apply-brand-to-document';
import { BrandContext } from '@/lib/brand/brand-context';
import { useBrandConfigurationState, type BrandConfigurationLoader } from '@/lib/brand/brand-configuration-loader';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider';

let appliedBrand: BrandConfiguration | undefined;

/**
 * Nothing renders before the brand configuration (docs/product/brands.md#brand-configuration): a labelled progress
 * indicator while it loads, a full-page error with a retry when it fails, then the branded app.
 */
export function BrandGate({ loader, children }: { loader: BrandConfigurationLoader; children: ReactNode }) {
  const { t } = useTranslation();
  const brandState = useBrandConfigurationState(loader);
  // Usually started already (app/start.tsx); else now.
  useEffect(() => loader.load(), [loader]);
  // The whole app's first render is large: as a deferred (transition) render, React splits it
  // into short slices instead of one long task, and the progress indicator stays meanwhile.
  const brand = useDeferredValue(brandState.brand);

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
      {brandState.error ? (
        <FullPageMessage
          title={t('app.configurationError.title')}
          description={t('app.configurationError.description')}
          actions={
            <Button variant="contained" onClick={() => loader.retry()} disabled={brandState.isFetching}>
              {t('app.configurationError.retry')}
            </Button>
          }
        />
      ) : (
        <FullPageProgress labelKey="app.loadingConfiguration" />
      )}
    </AppThemeProvider>
  );
}

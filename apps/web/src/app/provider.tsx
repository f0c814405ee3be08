import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import type { BrandConfigurationLoader } from '@/lib/brand/brand-configuration-loader';
import { RenderErrorFallback } from '@/components/errors/render-error-fallback';
import { i18n } from '@/lib/i18n/i18n';
import { SessionProvider } from '@/lib/session/session-context';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider';
import { BrandGate } from './brand-gate';

/**
 * Everything a page relies on: translations, error boundary, brand and theme, session. The query
 * client comes with the pages that run queries (router.tsx, the auth panel; ADR 042).
 */
export function AppProvider({ brandLoader, children }: { brandLoader: BrandConfigurationLoader; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary
        fallback={
          <AppThemeProvider>
            <RenderErrorFallback />
          </AppThemeProvider>
        }
        onError={(error) => console.error(error)}
      >
        <BrandGate loader={brandLoader}>
          <SessionProvider>{children}</SessionProvider>
        </BrandGate>
      </ErrorBoundary>
    </I18nextProvider>
  );
}

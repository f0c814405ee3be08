import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { RenderErrorFallback } from '@/components/errors/render-error-fallback';
import { i18n } from '@/lib/i18n/i18n';
import { SessionProvider } from '@/lib/session/session-context';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider';
import { BrandGate } from './brand-gate';

/** Everything a page relies on: translations, error boundary, queries, brand and theme, session. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
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
        <QueryClientProvider client={queryClient}>
          <BrandGate>
            <SessionProvider>{children}</SessionProvider>
          </BrandGate>
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}

import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { authPanelQueryParam } from '@/config/paths';

// The panel is its own chunk: fetched only when a page's query asks for it, with the feature
// pages' texts (ADR 026) and frame (the app's query client: ADR 048).
const AuthSlideOutPanel = lazy(async () => (await import('./auth-panel-loader')).loadAuthSlideOutPanel());

/**
 * The auth slide-out panel over the page whenever the query has `authPanel`
 * (docs/product/accounts.md#auth-slide-out-panel).
 */
export function AuthPanelWhenAsked() {
  const [searchParams] = useSearchParams();
  if (!searchParams.has(authPanelQueryParam)) return null;
  return (
    <Suspense fallback={null}>
      <AuthSlideOutPanel />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { authPanelQueryParam } from '@/config/paths';
import { loadOnDemandTexts } from '@/lib/i18n/i18n';
import { loadFeaturePageFrame } from '../with-feature-page-frame';

// The panel is its own chunk: fetched only when a page's query asks for it, with the feature
// pages' texts (ADR 026) and frame (the app's query client, MUI's controls: ADR 047, 048).
const AuthSlideOutPanel = lazy(async () => {
  const [module, withFeaturePageFrame] = await Promise.all([
    import('@/features/auth/components/auth-slide-out-panel'),
    loadFeaturePageFrame(),
    loadOnDemandTexts(),
  ]);
  return { default: withFeaturePageFrame(module.AuthSlideOutPanel) };
});

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

import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AppShellLayout } from '@/components/layouts/app-shell/app-shell-layout';

// The panel is its own chunk: fetched only when a page's query asks for it.
const AuthSlideOutPanel = lazy(() => import('@/features/auth/components/auth-slide-out-panel').then((module) => ({ default: module.AuthSlideOutPanel })));

/**
 * The authenticated layout plus the auth slide-out panel (seed 000 §2 "Sign-up panel layout"):
 * `?authPanel=signIn|signUp|otp` opens it over the current page.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const hasAuthPanel = searchParams.has('authPanel');
  return (
    <>
      <AppShellLayout />
      {hasAuthPanel && (
        <Suspense fallback={null}>
          <AuthSlideOutPanel />
        </Suspense>
      )}
    </>
  );
}

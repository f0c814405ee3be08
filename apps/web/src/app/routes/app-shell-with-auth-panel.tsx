import { AppShellLayout } from '@/components/layouts/app-shell/app-shell-layout';
import { AuthPanelWhenAsked } from './auth-panel-when-asked';

/**
 * The authenticated layout plus the auth slide-out panel (docs/product/shell.md#sign-up-panel-layout):
 * `?authPanel=signIn|signUp|otp` opens it over the current page.
 */
export function Component() {
  return (
    <>
      <AppShellLayout />
      <AuthPanelWhenAsked />
    </>
  );
}

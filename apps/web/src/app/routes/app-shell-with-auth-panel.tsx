import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { AppShellLayout } from '@/components/layouts/app-shell/app-shell-layout';
import { localizeHref, paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSession } from '@/lib/session';
import { AuthPanelWhenAsked } from './auth-panel-when-asked';

/**
 * The end-session button while staff impersonate a customer (docs/product/staff.md#impersonation): the staff
 * member's token back, their language, and All customers (ADR 075).
 */
function useEndImpersonation(): () => void {
  const { logIn } = useSession();
  const { changeLanguage } = useLanguage();
  const navigate = useNavigate();
  return useCallback(() => {
    void import('@/lib/session/end-impersonation')
      .then(({ endImpersonation }) => endImpersonation())
      .then(async ({ jwt, claims }) => {
        logIn(jwt, claims);
        await changeLanguage(claims.preferred_language);
        await navigate(localizeHref(paths.adminCustomers.getHref(), claims.preferred_language));
      })
      .catch((error: unknown) => publishGlobalError(toApiError(error).code));
  }, [changeLanguage, logIn, navigate]);
}

/**
 * The authenticated layout plus the auth slide-out panel (docs/product/shell.md#sign-up-panel-layout):
 * `?authPanel=signIn|signUp|otp` opens it over the current page.
 */
export function Component() {
  const onEndImpersonation = useEndImpersonation();
  return (
    <>
      <AppShellLayout onEndImpersonation={onEndImpersonation} />
      <AuthPanelWhenAsked />
    </>
  );
}

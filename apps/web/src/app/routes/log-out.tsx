import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FullPageProgress } from '@/components/ui/full-page-progress';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { mainHostLogOutUrl } from '@/lib/session/main-host';
import { useSession } from '@/lib/session/session-context';

/**
 * `/log-out` (docs/product/accounts.md#log-out): ends the session (auth cookie, user, cached customer data), then goes
 * home; on a host other than the brand's main host it goes on to the main host's `/log-out`,
 * which ends the session there too.
 */
export function Component() {
  const { t } = useTranslation();
  const { isLoggedIn, logOut } = useSession();
  const { mainHost } = useBrand();
  const localizedHref = useLocalizedHref();
  usePageTitle(t(paths.logOut.titleKey));
  const crossHostUrl = mainHostLogOutUrl(mainHost, window.location, localizedHref(paths.logOut.getHref()));

  useEffect(() => {
    if (isLoggedIn) logOut();
    else if (crossHostUrl) window.location.replace(crossHostUrl);
  }, [isLoggedIn, logOut, crossHostUrl]);

  return isLoggedIn || crossHostUrl ? (
    <FullPageProgress />
  ) : (
    <Navigate to={localizedHref(paths.home.getHref())} replace />
  );
}

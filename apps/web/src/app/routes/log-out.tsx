import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { FullPageProgress } from '@/components/ui/full-page-progress';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session/session-context';

/** `/log-out`: ends the session, then goes home. */
export function Component() {
  const { isLoggedIn, logOut } = useSession();
  const localizedHref = useLocalizedHref();
  useEffect(() => {
    if (isLoggedIn) logOut();
  }, [isLoggedIn, logOut]);
  return isLoggedIn ? <FullPageProgress /> : <Navigate to={localizedHref(paths.home.getHref())} replace />;
}

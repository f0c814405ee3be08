import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';

/** The auth views a screen links to. */
export type AuthView = 'signIn' | 'signUp' | 'forgotPassword';

const pageOfView = { signIn: paths.signIn, signUp: paths.signUp, forgotPassword: paths.recoveryPassword } as const;

/**
 * A link to another auth view: a page link on the auth pages, or a button that switches the
 * view in place when `onNavigate` is given (the slide-out panel).
 */
export function AuthViewLink({
  view,
  onNavigate,
  children,
}: {
  view: AuthView;
  onNavigate?: ((view: AuthView) => void) | undefined;
  children: ReactNode;
}) {
  const localizedHref = useLocalizedHref();
  if (onNavigate) {
    return (
      <Link component="button" type="button" onClick={() => onNavigate(view)} sx={{ verticalAlign: 'baseline' }}>
        {children}
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to={localizedHref(pageOfView[view].getHref())}>
      {children}
    </Link>
  );
}

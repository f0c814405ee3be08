import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { TextLink } from '@/components/ui/text-link';

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
      <TextLink onClick={() => onNavigate(view)} sx={{ verticalAlign: 'baseline' }}>
        {children}
      </TextLink>
    );
  }
  return <TextLink to={localizedHref(pageOfView[view].getHref())}>{children}</TextLink>;
}

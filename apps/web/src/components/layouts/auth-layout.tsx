import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session/session-context';

/** Location state that asks the auth screens to send a logged-in user somewhere else than home. */
export interface AuthRedirectState {
  /** An href to go to. */
  redirectTo?: string;
  /** The location the authenticated layout sent the visitor away from (docs/product/shell.md#authenticated-layout). */
  from?: { pathname: string; search?: string; hash?: string };
  /** The fallback_url the visitor arrived with. */
  fallbackUrl?: string;
}

/** Where a logged-in user goes: the redirect state (redirectTo, from, fallbackUrl), else undefined. */
export function redirectTargetOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { redirectTo, from, fallbackUrl } = state as AuthRedirectState;
  if (typeof redirectTo === 'string') return redirectTo;
  if (from && typeof from.pathname === 'string') return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  return typeof fallbackUrl === 'string' && fallbackUrl.startsWith('/') ? fallbackUrl : undefined;
}

/**
 * The layout of sign-in, sign-up and the password screens (docs/product/shell.md#auth-layout). A logged-in user is
 * sent home, or to the redirect the location state carries.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const localizedHref = useLocalizedHref();

  if (isLoggedIn) {
    return <Navigate to={redirectTargetOf(location.state) ?? localizedHref(paths.home.getHref())} replace />;
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper component="main" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Box
          component="img"
          src={brand.logoPath}
          alt={t('app.logoAlt', { brandName: brand.name })}
          sx={{ height: 40, mb: 3 }}
        />
        <Outlet />
      </Paper>
    </Box>
  );
}

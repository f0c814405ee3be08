import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { authPanelQueryParam, isRouteHandle, paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-context';
import { preloadMenuTooltip } from '../menu-tooltip';
import { sideMenuId } from '../shell-dimensions';
import { preloadMobileSideMenu } from '../side-menu/side-menu';
import { breadcrumbTrail } from './breadcrumb-trail';
import { CountryContactMenu } from './country-contact-menu';
import { LanguageMenu } from './language-menu';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { lazyPart } from '@/lib/lazy-part';

// Signed-in users only, and the user is read from the token after start-up anyway: the button
// loads meanwhile, so `/` for a visitor does not download it (ADR 042).
const userMenu = lazyPart('app-shell-user-menu-button', async () => ({
  default: (await import('./user-menu')).UserMenu,
}));

export interface TopBarProps {
  isDesktop: boolean;
  isSideMenuOpen: boolean;
  onToggleSideMenu(): void;
  /** The page renders its own `<h1>`: the title here is then plain text. */
  isHeadingOwnedByPage: boolean;
  /** What the page adds to its last breadcrumb (a booking's shipment id). */
  breadcrumbDetail: string | undefined;
  /** Ends a staff member's impersonation (shown only while impersonating). */
  onEndImpersonation(): void;
}

/**
 * The top bar (docs/product/shell.md#top-bar): the side menu button, breadcrumbs and page title, the country
 * contact menu (desktop), the language dropdown, then the user menu (desktop) when signed in or
 * a login link when not, and an end-session button while staff impersonate a customer.
 */
export function TopBar({
  isDesktop,
  isSideMenuOpen,
  onToggleSideMenu,
  isHeadingOwnedByPage,
  breadcrumbDetail,
  onEndImpersonation,
}: TopBarProps) {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();
  const location = useLocation();
  const page = useMatches().findLast((match) => isRouteHandle(match.handle));
  const pathId = page && isRouteHandle(page.handle) ? page.handle.pathId : 'home';
  const trail = breadcrumbTrail(pathId, page?.params ?? {}, breadcrumbDetail);
  const title = t(paths[pathId].titleKey);
  // The login link opens the auth panel over the page (docs/product/accounts.md#auth-slide-out-panel): signing in stays
  // here.
  const signInSearch = new URLSearchParams(location.search);
  signInSearch.set(authPanelQueryParam, 'signIn');

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, md: 1.5 },
          minHeight: { xs: 64, md: 72 },
          px: { xs: 2, sm: 3 },
        }}
      >
        <IconButton
          edge="start"
          onClick={onToggleSideMenu}
          onPointerEnter={isDesktop ? preloadMenuTooltip : preloadMobileSideMenu}
          onFocus={isDesktop ? preloadMenuTooltip : preloadMobileSideMenu}
          aria-label={t('shell.topBar.mainMenu')}
          aria-controls={sideMenuId}
          aria-expanded={isSideMenuOpen}
        >
          <MenuIcon />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {trail.length > 1 && isDesktop && <PageBreadcrumbs trail={trail} />}
          <Typography
            component={isHeadingOwnedByPage ? 'p' : 'h1'}
            noWrap
            sx={{
              fontFamily: (theme) => theme.typography.h1.fontFamily,
              fontWeight: 600,
              fontSize: { xs: '1.0625rem', md: '1.25rem' },
            }}
          >
            {title}
          </Typography>
        </Box>
        {isDesktop && <CountryContactMenu />}
        <LanguageMenu isCompact={!isDesktop} />
        {user?.impersonatedBy && (
          <Button variant="contained" color="warning" onClick={onEndImpersonation} sx={{ flexShrink: 0 }}>
            {t('shell.topBar.endSession')}
          </Button>
        )}
        {/* Signed in, the user is read from the token just after start-up: nothing until then. */}
        {isLoggedIn ? (
          isDesktop &&
          user && (
            <Suspense fallback={null}>
              <userMenu.Component user={user} />
            </Suspense>
          )
        ) : (
          <Button
            variant="contained"
            to={{ pathname: location.pathname, search: `?${signInSearch.toString()}` }}
            preventScrollReset
            sx={{ flexShrink: 0 }}
          >
            {t('shell.topBar.logIn')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

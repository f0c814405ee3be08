import Box from '@mui/material/Box';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useIsWhatsappButtonOn, WhatsappButton } from '@/components/whatsapp-button/whatsapp-button';
import { lazyPart } from '@/lib/lazy-part';
import { useSession } from '@/lib/session/session-context';
import type { SessionUser } from '@/lib/session/session-user';
import { BreadcrumbDetailContext } from './breadcrumb-detail';
import { mainContentId, roomBelowPagePx } from './shell-dimensions';
import { SideMenu } from './side-menu/side-menu';
import { TopBar } from './top-bar/top-bar';
import { useContainsHeading } from './use-contains-heading';
import { useIsDesktop } from './use-is-desktop';

// Staff acting as a customer only: a chunk of its own, not part of `/` for everyone else (ADR 073).
const ImpersonationBanner = lazyPart<{ user: SessionUser }>('impersonation-banner', () =>
  import('./impersonation-banner').then((module) => ({ default: module.ImpersonationBanner })),
).Component;

export interface AppShellLayoutProps {
  /**
   * The customer links' businessIntelligence value (docs/product/shell.md#side-menu): shows the Data intelligence
   * entry. Off by default: the server answers it at `GET /api/v2/customers/links` (ADR 032), but no page of the web
   * app reads it and passes it here yet.
   */
  isDataIntelligenceEnabled?: boolean;
  /**
   * Ends a staff member's impersonation (docs/product/staff.md#impersonation): the shell's route passes the flow that
   * gives the staff token back and opens All customers in their language (ADR 075).
   */
  onEndImpersonation?: () => void;
}

const doNothing = () => {};

/**
 * The authenticated layout (docs/product/shell.md#authenticated-layout): side menu, top bar and the page. The side menu
 * is open on desktop and closed on mobile to begin with; on mobile it closes again on navigation.
 */
export function AppShellLayout({
  isDataIntelligenceEnabled = false,
  onEndImpersonation = doNothing,
}: AppShellLayoutProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const isDesktop = useIsDesktop();
  const [isDesktopMenuOpen, setDesktopMenuOpen] = useState(true);
  const [isMobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [breadcrumbDetail, setBreadcrumbDetail] = useState<string | undefined>();
  const mainRef = useRef<HTMLElement>(null);
  const pageHasHeading = useContainsHeading(mainRef);
  const roomBelowPx = useIsWhatsappButtonOn() ? roomBelowPagePx.withWhatsapp : roomBelowPagePx.backToTop;

  // Any navigation closes the mobile drawer (also back/forward, not only its own links).
  const { key: locationKey } = useLocation();
  const [lastLocationKey, setLastLocationKey] = useState(locationKey);
  if (locationKey !== lastLocationKey) {
    setLastLocationKey(locationKey);
    setMobileMenuOpen(false);
  }

  const isSideMenuOpen = isDesktop ? isDesktopMenuOpen : isMobileMenuOpen;
  const setSideMenuOpen = isDesktop ? setDesktopMenuOpen : setMobileMenuOpen;

  return (
    <BreadcrumbDetailContext value={setBreadcrumbDetail}>
      <Box
        component="a"
        href={`#${mainContentId}`}
        sx={{
          color: 'primary.main',
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.tooltip,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <SideMenu
          isDesktop={isDesktop}
          isOpen={isSideMenuOpen}
          onOpenChange={setSideMenuOpen}
          isDataIntelligenceEnabled={isDataIntelligenceEnabled}
        />
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {user?.impersonatedBy && (
            <Suspense fallback={null}>
              <ImpersonationBanner user={user} />
            </Suspense>
          )}
          <TopBar
            isDesktop={isDesktop}
            isSideMenuOpen={isSideMenuOpen}
            onToggleSideMenu={() => setSideMenuOpen(!isSideMenuOpen)}
            isHeadingOwnedByPage={pageHasHeading}
            breadcrumbDetail={breadcrumbDetail}
            onEndImpersonation={onEndImpersonation}
          />
          <Box
            component="main"
            id={mainContentId}
            ref={mainRef}
            tabIndex={-1}
            // The bottom in the same declarations as the sides: a media query's shorthand would override it.
            sx={{
              flexGrow: 1,
              p: { xs: `16px 16px ${roomBelowPx}px`, md: `32px 32px ${roomBelowPx}px` },
              outline: 'none',
            }}
          >
            <Outlet />
          </Box>
        </Box>
      </Box>
      <WhatsappButton />
    </BreadcrumbDetailContext>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { IconButton } from '@/components/ui/icon-button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIsDesktop } from '@/components/layouts/app-shell/use-is-desktop';
import { useBrand } from '@/lib/brand/brand-context';
import { useSession } from '@/lib/session/session-context';
import type { AuthView } from './auth-links';
import { ForgotPasswordView } from './forgot-password-view';
import { authPanelParam, SignInView } from './sign-in-view';
import { SignUpBanner, signUpBannerProfileOf, signUpBannerWidthPx } from './sign-up-banner';
import { SignUpView } from './sign-up-view';

/** Slide-out panel width (docs/product/shell.md#layout-numbers). */
const panelWidthPx = 500;

/** The view an `authPanel` value opens: signUp, else sign-in (also for the login code step, otp). */
function viewOfParam(value: string | null): AuthView {
  return value === 'signUp' ? 'signUp' : 'signIn';
}

/**
 * The auth slide-out panel (docs/product/accounts.md#auth-slide-out-panel): sign in, sign up and forgot password over
 * the current page. Going to sign-in or sign-up updates `authPanel` in the query; forgot password
 * does not. Closing, or signing in, removes `authPanel`. Beside the sign-up view, on wide
 * screens, the brand may show a banner for the profile (showAuthSlideOutSignupBanner).
 */
export function AuthSlideOutPanel() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { featureFlags } = useBrand();
  const isDesktop = useIsDesktop();
  const [searchParams, setSearchParams] = useSearchParams();
  const panelParam = searchParams.get(authPanelParam);
  const [view, setView] = useState<AuthView>(() => viewOfParam(panelParam));
  const isOpen = panelParam !== null && !isLoggedIn;

  // The query can change under the panel (back button, a link naming another view).
  const [seenParam, setSeenParam] = useState(panelParam);
  if (seenParam !== panelParam) {
    setSeenParam(panelParam);
    if (panelParam === 'signIn' || panelParam === 'signUp') setView(panelParam);
  }

  const close = () =>
    setSearchParams(
      (params) => {
        params.delete(authPanelParam);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  // Signing in (here or in another tab) clears the panel from the query.
  useEffect(() => {
    if (!isLoggedIn || panelParam === null) return;
    setSearchParams(
      (params) => {
        params.delete(authPanelParam);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [isLoggedIn, panelParam, setSearchParams]);

  const navigate = (next: AuthView) => {
    setView(next);
    if (next === 'forgotPassword') return;
    setSearchParams(
      (params) => {
        params.set(authPanelParam, next);
        return params;
      },
      { preventScrollReset: true },
    );
  };

  const hasBanner = view === 'signUp' && featureFlags.showAuthSlideOutSignupBanner && isDesktop;

  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={close}
      slotProps={{
        paper: {
          sx: { width: panelWidthPx + (hasBanner ? signUpBannerWidthPx : 0), maxWidth: '100vw', flexDirection: 'row' },
          role: 'dialog',
          'aria-modal': true,
          'aria-label': t(`auth.panel.${view}`),
        },
      }}
    >
      <Box sx={{ width: panelWidthPx, maxWidth: '100%', overflowY: 'auto' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton onClick={close} aria-label={t('auth.panel.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: { xs: 3, sm: 4 }, pb: 4 }}>
          {view === 'signIn' && <SignInView onNavigate={navigate} headingLevel="h2" />}
          {view === 'signUp' && <SignUpView onNavigate={navigate} headingLevel="h2" />}
          {view === 'forgotPassword' && <ForgotPasswordView onNavigate={navigate} headingLevel="h2" />}
        </Box>
      </Box>
      {/* After the form in reading order; drawn at its start side. */}
      {hasBanner && (
        <Box sx={{ order: -1, display: 'flex' }}>
          <SignUpBanner profile={signUpBannerProfileOf(searchParams)} />
        </Box>
      )}
    </Drawer>
  );
}

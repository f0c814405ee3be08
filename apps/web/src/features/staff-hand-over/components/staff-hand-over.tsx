import {
  consolePathOfSection,
  isStaffConsoleSection,
  sectionOfConsolePath,
  staffMayOpenSection,
} from '@freightdesk/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand/brand-context';
import { publishGlobalError } from '@/lib/global-errors';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session';
import { claimsOfToken } from '@/lib/session/claims-of-token';
import { acceptHandOver, startHandOver } from '../api/hand-over';
import { Alert } from '@/components/ui/alert';

/** Whether the admin host is the page's own host (a host name without a port matches any port). */
function isCurrentHost(adminHost: string | null): boolean {
  if (!adminHost) return true;
  return adminHost.includes(':') ? adminHost === window.location.host : adminHost === window.location.hostname;
}

/**
 * `/auth?section=` and `/token-forwarder?fallbackUrl=` (docs/product/staff.md#admin-panel, ADR 075). Sending: a
 * staff member whose role opens the section goes to the console page — on this host directly, or through
 * `{admin host}/auth` with the token encrypted for it; without the right, ACCESS_FORBIDDEN (the access-forbidden
 * notice). Receiving (`?token=&fallbackUrl=`, on the admin host): the server opens the token and signs the member in.
 */
export function StaffHandOver({ kind }: { kind: 'auth' | 'tokenForwarder' }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  const brand = useBrand();
  const { user, isLoggedIn, logIn } = useSession();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const token = searchParams.get('token');
  const section = searchParams.get('section');
  const requested =
    kind === 'auth' && isStaffConsoleSection(section) && !token
      ? consolePathOfSection[section]
      : (searchParams.get('fallbackUrl') ?? '');
  const target = sectionOfConsolePath(requested) ? requested : undefined;

  useEffect(() => {
    if (started.current) return;
    if (!target) {
      started.current = true;
      publishGlobalError('ACCESS_FORBIDDEN');
      return;
    }
    if (token) {
      started.current = true;
      acceptHandOver(token)
        .then((jwt) => {
          logIn(jwt, claimsOfToken(jwt));
          void navigate(localizedHref(target), { replace: true });
        })
        .catch((error: unknown) => {
          const { code } = toApiError(error);
          if (code === 'ACCESS_FORBIDDEN') publishGlobalError('ACCESS_FORBIDDEN');
          setFailed(true);
        });
      return;
    }
    // Signed in, the user is read from the stored token just after start-up: wait for it.
    if (isLoggedIn && !user) return;
    started.current = true;
    // A visitor goes to the page itself, which asks them to sign in.
    if (!user) return void navigate(localizedHref(target), { replace: true });
    const targetSection = sectionOfConsolePath(target);
    if (
      !targetSection ||
      !staffMayOpenSection({ is_internal_user: user.isInternalUser, staff_role: user.staffRole }, targetSection)
    ) {
      publishGlobalError('ACCESS_FORBIDDEN');
      return;
    }
    if (isCurrentHost(brand.adminHost)) return void navigate(localizedHref(target), { replace: true });
    startHandOver(target)
      .then((redirectUrl) => window.location.assign(redirectUrl))
      .catch((error: unknown) => {
        if (toApiError(error).code === 'ACCESS_FORBIDDEN') publishGlobalError('ACCESS_FORBIDDEN');
        setFailed(true);
      });
  }, [brand.adminHost, isLoggedIn, localizedHref, logIn, navigate, target, token, user]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 4 }}>
      {failed ? (
        <>
          <Alert severity="error">{t('staffCustomers.handOver.failed')}</Alert>
          <Button to={localizedHref(paths.home.getHref())} variant="outlined">
            {t('staffCustomers.handOver.home')}
          </Button>
        </>
      ) : (
        <CircularProgress aria-label={t('staffCustomers.handOver.opening')} />
      )}
    </Box>
  );
}

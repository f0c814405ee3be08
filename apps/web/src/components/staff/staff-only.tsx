import { permissionsOfStaffRole, type FeatureFlagName, type StaffPermission } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { authPanelQueryParam, paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session';

function GuardMessage({ area, action }: { area: 'signIn' | 'forbidden' | 'featureOff'; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start', maxWidth: 640 }}>
      <Typography component="h2" variant="h6">
        {t(`staffConsole.${area}.title`)}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t(`staffConsole.${area}.description`)}</Typography>
      {action}
    </Box>
  );
}

/**
 * A console page's gate (ADR 072): visitors are asked to sign in (the auth panel opens over the page, which
 * shows once they have), and a signed-in user whose staff role lacks `permission` reads that it is not for
 * their account. A part the brand has turned off (`featureFlag`, e.g. rate management) says so instead of
 * failing call by call. The server checks the same role and flag on every call; this only spares a page of refusals.
 */
export function StaffOnly({
  permission,
  featureFlag,
  children,
}: {
  permission: StaffPermission;
  featureFlag?: FeatureFlagName;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const brand = useBrand();
  const location = useLocation();
  const localizedHref = useLocalizedHref();
  if (!user) {
    const search = new URLSearchParams(location.search);
    search.set(authPanelQueryParam, 'signIn');
    return (
      <GuardMessage
        area="signIn"
        action={
          <Button to={{ search: search.toString() }} variant="contained" preventScrollReset>
            {t('staffConsole.signIn.action')}
          </Button>
        }
      />
    );
  }
  if (!user.staffRole || !permissionsOfStaffRole(user.staffRole).includes(permission)) {
    return (
      <GuardMessage
        area="forbidden"
        action={
          <Button to={localizedHref(paths.home.getHref())} variant="outlined">
            {t('staffConsole.forbidden.goHome')}
          </Button>
        }
      />
    );
  }
  if (featureFlag && !brand.featureFlags[featureFlag]) {
    return (
      <GuardMessage
        area="featureOff"
        action={
          <Button to={localizedHref(paths.home.getHref())} variant="outlined">
            {t('staffConsole.forbidden.goHome')}
          </Button>
        }
      />
    );
  }
  return children;
}

import { fullNameOf, greetingPeriodForHour, type GreetingPeriod } from '@freightdesk/domain';
import NightsStay from '@mui/icons-material/NightsStay';
import WbSunny from '@mui/icons-material/WbSunny';
import WbTwilight from '@mui/icons-material/WbTwilight';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand/brand-context';
import { useSession } from '@/lib/session/session-context';
import { useCurrentHour } from '../hooks/use-current-hour';

const periodIcons: Record<GreetingPeriod, { Icon: ComponentType<SvgIconProps>; color: string }> = {
  morning: { Icon: WbTwilight, color: 'secondary.main' },
  afternoon: { Icon: WbSunny, color: 'warning.main' },
  evening: { Icon: NightsStay, color: 'primary.main' },
};

/**
 * "Good morning, Ana" by the hour (docs/product/shell.md#dashboard: morning 6–11, afternoon 12–17, evening
 * otherwise) with the period's icon; a plain greeting for anonymous visitors. Signed-in users
 * see their contact name and e-mail under it.
 */
export function DashboardGreeting({ now }: { now?: () => Date }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { user, isLoggedIn } = useSession();
  const period = greetingPeriodForHour(useCurrentHour(now));
  const { Icon, color } = periodIcons[period];
  const signedInUser = isLoggedIn ? user : undefined;
  const name = signedInUser?.contactName;
  const fullName = signedInUser ? fullNameOf(signedInUser) : '';

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
      <Icon aria-hidden sx={{ fontSize: { xs: 40, md: 48 }, color, flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {name ? t(`dashboard.greeting.${period}`, { name }) : t(`dashboard.anonymousGreeting.${period}`)}
        </Typography>
        {signedInUser ? (
          <Box component="p" sx={{ m: 0, mt: 0.5, color: 'text.secondary' }}>
            {fullName && (
              <Box component="span" sx={{ display: 'block', fontWeight: 600, color: 'text.primary' }}>
                {fullName}
              </Box>
            )}
            <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {signedInUser.email}
            </Box>
          </Box>
        ) : (
          <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
            {t('dashboard.welcome', { brandName: brand.name })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

import { displayNameOf } from '@freightdesk/domain';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import type { SessionUser } from '@/lib/session/session-user';

/**
 * The signed-in user's menu (desktop, ADR 020): a greeting with the contact name and the e-mail
 * under it, opening Profile and Logout.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  return (
    <DropdownMenu
      align="end"
      buttonProps={{
        startIcon: <AccountCircleOutlined aria-hidden sx={{ '&&': { fontSize: 32 } }} />,
        endIcon: <KeyboardArrowDown aria-hidden />,
        sx: { textAlign: 'start', py: 0.5, flexShrink: 0 },
      }}
      items={[
        {
          id: 'profile',
          label: t('shell.topBar.profile'),
          icon: <PersonOutlined aria-hidden fontSize="small" />,
          to: localizedHref(paths.myProfile.getHref()),
        },
        {
          id: 'logOut',
          label: t('shell.topBar.logOut'),
          icon: <Logout aria-hidden fontSize="small" />,
          to: localizedHref(paths.logOut.getHref()),
        },
      ]}
    >
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3, minWidth: 0 }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {t('shell.topBar.greeting', { name: user.contactName ?? displayNameOf(user) })}
        </Box>
        <Box
          component="span"
          sx={{
            fontSize: '0.8125rem',
            color: 'text.secondary',
            maxWidth: 220,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {user.email}
        </Box>
      </Box>
    </DropdownMenu>
  );
}

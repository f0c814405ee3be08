import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { textButtonSx } from '@/components/ui/plain-control-styles';
import type { SessionUser } from '@/lib/session/session-user';
import { displayNameOf } from '../display-name';
import { lazyPart } from '../lazy-part';
import { useMenuAnchor } from './use-menu-anchor';

const userMenuList = lazyPart('app-shell-user-menu', () => import('./user-menu-list'));

/**
 * The signed-in user's menu (desktop, docs/product/shell.md#top-bar): a greeting with the contact name and the
 * e-mail under it, opening Profile and Logout.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { buttonProps, menuProps, hasOpened } = useMenuAnchor({ preload: userMenuList.preload });
  return (
    <>
      <Box
        component="button"
        type="button"
        {...buttonProps}
        sx={[textButtonSx(), { textAlign: 'start', py: 0.5, flexShrink: 0 }]}
      >
        <AccountCircleOutlined aria-hidden sx={{ '&&': { fontSize: 32 } }} />
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
        <KeyboardArrowDown aria-hidden />
      </Box>
      {hasOpened && (
        <Suspense fallback={null}>
          <userMenuList.Component menuProps={menuProps} />
        </Suspense>
      )}
    </>
  );
}

import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import type { DropdownMenuProps } from './use-menu-anchor';

/** The user menu's list: Profile and Logout. */
export default function UserMenuList({ menuProps }: { menuProps: DropdownMenuProps }) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  // Popover positions are physical: align the menu with the button's end side.
  const endSide = useLanguage().direction === 'rtl' ? 'left' : 'right';
  return (
    <Menu
      {...menuProps}
      anchorOrigin={{ vertical: 'bottom', horizontal: endSide }}
      transformOrigin={{ vertical: 'top', horizontal: endSide }}
    >
      <MenuItem component={RouterLink} to={localizedHref(paths.myProfile.getHref())} onClick={menuProps.onClose}>
        <ListItemIcon>
          <PersonOutlined aria-hidden fontSize="small" />
        </ListItemIcon>
        {t('shell.topBar.profile')}
      </MenuItem>
      <MenuItem component={RouterLink} to={localizedHref(paths.logOut.getHref())} onClick={menuProps.onClose}>
        <ListItemIcon>
          <Logout aria-hidden fontSize="small" />
        </ListItemIcon>
        {t('shell.topBar.logOut')}
      </MenuItem>
    </Menu>
  );
}

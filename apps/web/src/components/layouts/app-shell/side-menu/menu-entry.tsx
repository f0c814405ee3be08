import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { MenuTooltip } from '../menu-tooltip';
import { visuallyHidden } from '../visually-hidden';
import { menuButtonSx } from './menu-button-sx';

export interface MenuEntryProps {
  label: string;
  icon?: ReactNode;
  /** A registry href (localized here), or an absolute URL when `isExternal`. */
  href: string;
  /** External pages open in a new tab. */
  isExternal?: boolean;
  isActive?: boolean;
  /** Icons only, the label in a tooltip and as the accessible name. */
  isCollapsed: boolean;
  /** Indented, without icon: an item inside a quote menu group. */
  isNested?: boolean;
  onNavigate?: () => void;
}

/** One link of the side menu; the current page is marked with aria-current="page". */
export function MenuEntry({ label, icon, href, isExternal = false, isActive = false, isCollapsed, isNested = false, onNavigate }: MenuEntryProps) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  const linkProps = isExternal
    ? { component: 'a' as const, href, target: '_blank', rel: 'noopener noreferrer' }
    : { component: RouterLink, to: localizedHref(href) };

  const button = (
    <ListItemButton
      {...linkProps}
      selected={isActive}
      aria-current={isActive ? 'page' : undefined}
      aria-label={isCollapsed ? label : undefined}
      onClick={onNavigate}
      sx={[menuButtonSx, isNested && { paddingInlineStart: 9, minHeight: 40 }, isCollapsed && { justifyContent: 'center', px: 1.5 }]}
    >
      {icon && <ListItemIcon sx={{ minWidth: isCollapsed ? 0 : 40, color: 'inherit' }}>{icon}</ListItemIcon>}
      {!isCollapsed && (
        <ListItemText
          slotProps={{ primary: { variant: isNested ? 'body2' : 'body1' } }}
          primary={
            <>
              {label}
              {isExternal && <>{' '}<span style={visuallyHidden}>{t('shell.sideMenu.opensInNewTab')}</span></>}
            </>
          }
        />
      )}
    </ListItemButton>
  );

  return (
    <ListItem disablePadding>
      {isCollapsed ? (
        <MenuTooltip title={label}>{button}</MenuTooltip>
      ) : (
        button
      )}
    </ListItem>
  );
}

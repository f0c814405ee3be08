import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { MenuTooltip } from '../menu-tooltip';
import { visuallyHidden } from '../visually-hidden';
import { menuButtonSx, menuIconSx, menuLabelSx } from './menu-button-sx';

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

/** One link of the side menu (a list item); the current page is marked with aria-current="page". */
export function MenuEntry({
  label,
  icon,
  href,
  isExternal = false,
  isActive = false,
  isCollapsed,
  isNested = false,
  onNavigate,
}: MenuEntryProps) {
  const { t } = useTranslation();
  const localizedHref = useLocalizedHref();
  const sx = [
    menuButtonSx,
    isNested && { paddingInlineStart: 9, minHeight: 40 },
    isCollapsed && { justifyContent: 'center', px: 1.5 },
  ];
  const content = (
    <>
      {icon && (
        <Box component="span" sx={menuIconSx(isCollapsed)}>
          {icon}
        </Box>
      )}
      {!isCollapsed && (
        <Box component="span" sx={menuLabelSx(isNested ? 'body2' : 'body1')}>
          {label}
          {isExternal && (
            <>
              {' '}
              <span style={visuallyHidden}>{t('shell.sideMenu.opensInNewTab')}</span>
            </>
          )}
        </Box>
      )}
    </>
  );
  const commonProps = {
    'aria-current': isActive ? ('page' as const) : undefined,
    'aria-label': isCollapsed ? label : undefined,
    onClick: onNavigate,
  };
  const link = isExternal ? (
    <Box component="a" href={href} target="_blank" rel="noopener noreferrer" {...commonProps} sx={sx}>
      {content}
    </Box>
  ) : (
    <Box component={RouterLink} to={localizedHref(href)} {...commonProps} sx={sx}>
      {content}
    </Box>
  );

  return <li>{isCollapsed ? <MenuTooltip title={label}>{link}</MenuTooltip> : link}</li>;
}

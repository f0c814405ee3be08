import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListItemButton } from '@/components/ui/list-item-button';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { MenuTooltip } from '../menu-tooltip';
import { visuallyHidden } from '../visually-hidden';

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
  const target = isExternal ? { href, target: '_blank', rel: 'noopener noreferrer' } : { to: localizedHref(href) };
  const link = (
    <ListItemButton
      {...target}
      icon={icon}
      isCurrent={isActive}
      isNested={isNested}
      isCompact={isCollapsed}
      aria-label={isCollapsed ? label : undefined}
      onClick={onNavigate}
    >
      {label}
      {isExternal && (
        <>
          {' '}
          <span style={visuallyHidden}>{t('shell.sideMenu.opensInNewTab')}</span>
        </>
      )}
    </ListItemButton>
  );

  return <li>{isCollapsed ? <MenuTooltip title={label}>{link}</MenuTooltip> : link}</li>;
}

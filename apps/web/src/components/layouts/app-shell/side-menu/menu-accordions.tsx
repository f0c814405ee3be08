import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ListItemButton } from '@/components/ui/list-item-button';
import { PlainList } from '@/components/ui/plain-list';
import { MenuTooltip } from '../menu-tooltip';
import type { QuoteMenuLink } from '../quote-menu/use-quote-menu';
import { MenuEntry } from './menu-entry';

/** A side menu group shown as an accordion: a quote menu group or the admin panel. */
export interface MenuAccordionGroup {
  id: string;
  label: string;
  icon: ReactNode;
  items: readonly QuoteMenuLink[];
}

export interface MenuAccordionsProps {
  groups: readonly MenuAccordionGroup[];
  /** The one open group (docs/product/shell.md#side-menu: only one at a time), or none. */
  openGroupId: string | undefined;
  onToggleGroup(groupId: string): void;
  /** Collapsed menu: a group's icon asks to expand the menu with that group open. */
  onExpandToGroup(groupId: string): void;
  /** The current location without language prefix, path and query: its item is the current page. */
  currentHref: string;
  isCollapsed: boolean;
  onNavigate?: () => void;
}

/**
 * The quote menu (and the admin panel) as accordions: each group's button toggles it
 * (aria-expanded, aria-controls; Enter and Space as any button) and opening one closes the
 * others. Collapsed to icons, each group is one button with a tooltip. A closed group's items
 * are hidden and inert (not focusable); its height animates as MUI's Collapse does, in CSS.
 */
export function MenuAccordions({
  groups,
  openGroupId,
  onToggleGroup,
  onExpandToGroup,
  currentHref,
  isCollapsed,
  onNavigate,
}: MenuAccordionsProps) {
  if (isCollapsed) {
    return groups.map((group) => (
      <li key={group.id}>
        <MenuTooltip title={group.label}>
          <ListItemButton
            icon={group.icon}
            isCompact
            aria-label={group.label}
            onClick={() => onExpandToGroup(group.id)}
          />
        </MenuTooltip>
      </li>
    ));
  }

  return groups.map((group) => {
    const isOpen = group.id === openGroupId;
    const buttonId = `side-menu-group-${group.id}`;
    const panelId = `${buttonId}-items`;
    return (
      <li key={group.id}>
        <ListItemButton
          id={buttonId}
          icon={group.icon}
          endIcon={isOpen ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => onToggleGroup(group.id)}
        >
          {group.label}
        </ListItemButton>
        <Box
          id={panelId}
          inert={!isOpen}
          data-collapsed={isOpen ? undefined : ''}
          sx={(theme) => ({
            display: 'grid',
            gridTemplateRows: isOpen ? '1fr' : '0fr',
            visibility: isOpen ? 'visible' : 'hidden',
            transition: theme.transitions.create(['grid-template-rows', 'visibility'], {
              duration: theme.transitions.duration.standard,
            }),
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          })}
        >
          <PlainList aria-labelledby={buttonId} sx={{ minHeight: 0, overflow: 'hidden' }}>
            {group.items.map((item) => (
              <MenuEntry
                key={item.id}
                label={item.label}
                href={item.href}
                isActive={item.href === currentHref}
                isCollapsed={false}
                isNested
                onNavigate={onNavigate}
              />
            ))}
          </PlainList>
        </Box>
      </li>
    );
  });
}

import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { MenuTooltip } from '../menu-tooltip';
import type { QuoteMenuLink } from '../quote-menu/use-quote-menu';
import { menuButtonSx } from './menu-button-sx';
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
  /** The one open group (seed 000 §2: only one at a time), or none. */
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
 * others. Collapsed to icons, each group is one button with a tooltip.
 */
export function MenuAccordions({ groups, openGroupId, onToggleGroup, onExpandToGroup, currentHref, isCollapsed, onNavigate }: MenuAccordionsProps) {
  if (isCollapsed) {
    return groups.map((group) => (
      <ListItem key={group.id} disablePadding>
        <MenuTooltip title={group.label}>
          <ListItemButton
            component="button"
            aria-label={group.label}
            onClick={() => onExpandToGroup(group.id)}
            sx={[menuButtonSx, { justifyContent: 'center', px: 1.5, width: 'calc(100% - 16px)' }]}
          >
            <ListItemIcon sx={{ minWidth: 0, color: 'inherit' }}>{group.icon}</ListItemIcon>
          </ListItemButton>
        </MenuTooltip>
      </ListItem>
    ));
  }

  return groups.map((group) => {
    const isOpen = group.id === openGroupId;
    const buttonId = `side-menu-group-${group.id}`;
    const panelId = `${buttonId}-items`;
    return (
      <ListItem key={group.id} disablePadding sx={{ display: 'block' }}>
        <ListItemButton
          component="button"
          id={buttonId}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => onToggleGroup(group.id)}
          sx={[menuButtonSx, { width: 'calc(100% - 16px)', textAlign: 'start' }]}
        >
          <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{group.icon}</ListItemIcon>
          <ListItemText primary={group.label} />
          {isOpen ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
        </ListItemButton>
        <Collapse in={isOpen} id={panelId}>
          <List disablePadding aria-labelledby={buttonId}>
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
          </List>
        </Collapse>
      </ListItem>
    );
  });
}

import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '@/lib/i18n/use-language';
import type { DropdownMenuItem } from './dropdown-menu';

export interface DropdownMenuListProps {
  id: string;
  buttonId: string;
  anchorElement: HTMLElement | null;
  onClose(): void;
  items: readonly DropdownMenuItem[];
  align: 'start' | 'end';
}

/** The open menu of a `DropdownMenu` (MUI's Menu), its own chunk. */
export default function DropdownMenuList({
  id,
  buttonId,
  anchorElement,
  onClose,
  items,
  align,
}: DropdownMenuListProps) {
  // Popover positions are physical: the end side is the left under right-to-left.
  const endSide = useLanguage().direction === 'rtl' ? 'left' : 'right';
  const alignment =
    align === 'end'
      ? ({
          anchorOrigin: { vertical: 'bottom', horizontal: endSide },
          transformOrigin: { vertical: 'top', horizontal: endSide },
        } as const)
      : {};
  return (
    <Menu
      id={id}
      anchorEl={anchorElement}
      open={anchorElement !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
      {...alignment}
    >
      {items.map(({ id: itemId, label, secondary, icon, to, href, onSelect, isSelected, lang }) => {
        const target =
          to !== undefined ? { component: RouterLink, to } : href !== undefined ? { component: 'a', href } : {};
        return (
          <MenuItem
            key={itemId}
            {...target}
            lang={lang}
            selected={isSelected}
            aria-current={isSelected ? 'true' : undefined}
            onClick={() => {
              onClose();
              onSelect?.();
            }}
          >
            {icon && <ListItemIcon>{icon}</ListItemIcon>}
            {secondary === undefined ? label : <ListItemText primary={label} secondary={secondary} />}
          </MenuItem>
        );
      })}
    </Menu>
  );
}

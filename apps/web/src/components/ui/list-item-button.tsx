import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { sxList, type ControlAttributes, type ControlTarget } from './control-props';
import { listItemIconStyle, listItemLabelStyle, listItemStyle } from './native/control-styles';
import { NativeControl } from './native/native-element';

export interface ListItemButtonProps extends ControlAttributes, ControlTarget {
  /** Shown before the label (decorative: the label names the row). */
  icon?: ReactNode;
  /** Shown after the label (an accordion's arrow). */
  endIcon?: ReactNode;
  /** The current page: aria-current="page", in the brand colour. */
  isCurrent?: boolean | undefined;
  /** Indented under a group, smaller text. */
  isNested?: boolean | undefined;
  /** The icon alone, centred (a collapsed menu); give an `aria-label`. */
  isCompact?: boolean | undefined;
  /** The label (not shown when compact). */
  children?: ReactNode;
}

/**
 * A row of a menu list: a link (`to`, `href`) or a button (a group's toggle), with an icon
 * (ADR 047; MUI's ListItemButton look, drawn natively: the side menu is on the first page).
 * Put it in an `<li>` of a `PlainList`.
 */
export function ListItemButton({
  icon,
  endIcon,
  isCurrent = false,
  isNested = false,
  isCompact = false,
  sx,
  children,
  ...props
}: ListItemButtonProps) {
  return (
    <NativeControl
      {...props}
      aria-current={isCurrent ? 'page' : undefined}
      sx={[
        listItemStyle,
        isNested && { paddingInlineStart: 9, minHeight: 40 },
        isCompact && { justifyContent: 'center', px: 1.5 },
        ...sxList(sx),
      ]}
    >
      {icon && (
        <Box component="span" sx={listItemIconStyle(isCompact)}>
          {icon}
        </Box>
      )}
      {!isCompact && (
        <Box component="span" sx={(theme) => listItemLabelStyle(theme, isNested ? 'body2' : 'body1')}>
          {children}
        </Box>
      )}
      {!isCompact && endIcon}
    </NativeControl>
  );
}

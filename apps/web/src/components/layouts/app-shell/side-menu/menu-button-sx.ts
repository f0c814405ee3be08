import { alpha } from '@mui/material/styles';
import type { SxEntry } from '@/components/ui/plain-control-styles';

/**
 * A row of the side menu (a link or a group's button): the look of MUI's ListItemButton on a
 * native element (ADR 042), a visible focus ring, the current page (aria-current) in the brand
 * colour.
 */
export const menuButtonSx: SxEntry = (theme) => ({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: 'calc(100% - 16px)',
  minHeight: 44,
  mx: 1,
  px: 2,
  py: 1,
  border: 0,
  borderRadius: 1,
  backgroundColor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { backgroundColor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  '&[aria-current="page"]': {
    color: 'primary.dark',
    fontWeight: 600,
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
});

/** The icon before a row's label (MUI's ListItemIcon). */
export const menuIconSx = (isCollapsed: boolean): SxEntry => ({
  display: 'inline-flex',
  flexShrink: 0,
  minWidth: isCollapsed ? 0 : 40,
  color: 'inherit',
});

/** A row's label (MUI's ListItemText). */
export const menuLabelSx = (variant: 'body1' | 'body2'): SxEntry => ({
  flex: '1 1 auto',
  minWidth: 0,
  my: 0.5,
  typography: variant,
  fontWeight: 'inherit',
});

import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/*
 * The native rendering of the controls in this folder (ADR 047): `<button>` and `<a>` elements
 * drawn like MUI's Button, IconButton, Fab and ListItemButton from the same theme, so that no
 * page loads MUI's ButtonBase code for them (ripple, transitions; ADRs 042, 089). Only the
 * components of components/ui use these styles (lint-enforced): features use the components.
 */

export type Style = SystemStyleObject<Theme>;
export type ButtonVariant = 'text' | 'outlined' | 'contained';
export type ControlColor = 'primary' | 'inherit' | 'warning';
/** MUI's medium and large sizes (the app uses no small control). */
export type ControlSize = 'medium' | 'large';

/** The keyboard focus ring of every control. */
export const focusRing = (theme: Theme, offset = 2): Style => ({
  outline: `2px solid ${theme.palette.primary.main}`,
  outlineOffset: offset,
});

export const controlBase = (theme: Theme): Style => ({
  // First: `font` resets every font property, then the theme's button typography applies (a
  // later `font: inherit` would undo it: object keys keep their first position).
  font: 'inherit',
  ...(theme.typography.button as Style),
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  margin: 0,
  border: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  textDecoration: 'none',
  verticalAlign: 'middle',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
    duration: theme.transitions.duration.short,
  }),
  '&:focus-visible': focusRing(theme),
  '&:disabled, &[aria-disabled="true"]': { cursor: 'default', pointerEvents: 'none' },
  '@media (forced-colors: active)': { border: '1px solid ButtonText' },
});

const buttonPadding: Record<ButtonVariant, Record<ControlSize, string>> = {
  text: { medium: '6px 8px', large: '8px 11px' },
  outlined: { medium: '5px 15px', large: '7px 21px' },
  contained: { medium: '6px 16px', large: '8px 22px' },
};
const buttonFontSize: Record<ControlSize, string> = { medium: '0.875rem', large: '0.9375rem' };
const buttonIconSize: Record<ControlSize, number> = { medium: 20, large: 22 };

export interface ButtonLook {
  variant: ButtonVariant;
  color: ControlColor;
  size: ControlSize;
  fullWidth: boolean;
}

/** MUI's Button: text, outlined or contained, in a palette colour or the text colour. */
export function buttonStyle(theme: Theme, { variant, color, size, fullWidth }: ButtonLook): Style {
  const palette = color === 'inherit' ? undefined : theme.palette[color];
  const hoverTint = palette ? alpha(palette.main, theme.palette.action.hoverOpacity) : theme.palette.action.hover;
  const variantStyle: Record<ButtonVariant, Style> = {
    text: {
      color: palette?.main ?? 'inherit',
      '&:hover': { backgroundColor: hoverTint },
    },
    outlined: {
      color: palette?.main ?? 'inherit',
      border: `1px solid ${palette ? alpha(palette.main, 0.5) : 'currentColor'}`,
      '&:hover': { backgroundColor: hoverTint, borderColor: palette?.main ?? 'currentColor' },
      '&:disabled, &[aria-disabled="true"]': { borderColor: theme.palette.action.disabledBackground },
    },
    contained: {
      color: palette?.contrastText ?? theme.palette.text.primary,
      backgroundColor: palette?.main ?? theme.palette.grey[300],
      boxShadow: theme.shadows[2],
      '&:hover': { backgroundColor: palette?.dark ?? theme.palette.grey.A100, boxShadow: theme.shadows[4] },
      '&:active': { boxShadow: theme.shadows[8] },
      '&:disabled, &[aria-disabled="true"]': {
        backgroundColor: theme.palette.action.disabledBackground,
        boxShadow: 'none',
      },
    },
  };
  return {
    ...controlBase(theme),
    minWidth: 64,
    padding: buttonPadding[variant][size],
    fontSize: buttonFontSize[size],
    borderRadius: `${theme.shape.borderRadius}px`,
    ...(fullWidth && { width: '100%' }),
    ...variantStyle[variant],
    '&&:disabled, &&[aria-disabled="true"]': { color: theme.palette.action.disabled },
  };
}

/** The space around a button's start or end icon (MUI's startIcon / endIcon). */
export const buttonIconStyle = (side: 'start' | 'end', size: ControlSize): Style => ({
  display: 'inherit',
  ...(side === 'start'
    ? { marginInlineEnd: '8px', marginInlineStart: '-4px' }
    : { marginInlineStart: '8px', marginInlineEnd: '-4px' }),
  '& > svg': { fontSize: buttonIconSize[size] },
});

/** A loading button's label keeps its room, unseen, under a turning ring (MUI's `loading`). */
export const loadingLabelStyle: Style = { color: 'transparent', display: 'contents' };

export interface IconButtonLook {
  color: ControlColor | 'default';
  size: ControlSize;
  edge: 'start' | 'end' | false;
}

const iconButtonPadding: Record<ControlSize, number> = { medium: 8, large: 12 };
const iconSize: Record<ControlSize, number> = { medium: 24, large: 28 };

/** MUI's IconButton: round, 40 × 40 at the medium size. */
export function iconButtonStyle(theme: Theme, { color, size, edge }: IconButtonLook): Style {
  const palette = color === 'inherit' || color === 'default' ? undefined : theme.palette[color];
  return {
    ...controlBase(theme),
    flex: '0 0 auto',
    padding: `${iconButtonPadding[size]}px`,
    borderRadius: '50%',
    color: palette?.main ?? (color === 'inherit' ? 'inherit' : theme.palette.action.active),
    ...(edge === 'start' && { marginInlineStart: '-12px' }),
    ...(edge === 'end' && { marginInlineEnd: '-12px' }),
    '& > svg': { fontSize: iconSize[size] },
    '&:hover': {
      backgroundColor: palette ? alpha(palette.main, theme.palette.action.hoverOpacity) : theme.palette.action.hover,
    },
    '&&:disabled, &&[aria-disabled="true"]': { color: theme.palette.action.disabled },
  };
}

/**
 * A row of a menu list (MUI's ListItemButton with ListItemIcon and ListItemText): a visible
 * focus ring inside the row, the current page (aria-current) in the brand colour.
 */
export const listItemStyle = (theme: Theme): Style => ({
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: 'calc(100% - 16px)',
  minHeight: 44,
  marginInline: '8px',
  paddingInline: '16px',
  paddingBlock: '8px',
  border: 0,
  borderRadius: `${theme.shape.borderRadius}px`,
  backgroundColor: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': focusRing(theme, -2),
  '&[aria-current="page"]': {
    color: theme.palette.primary.dark,
    fontWeight: 600,
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
});

export const listItemIconStyle = (isCompact: boolean): Style => ({
  display: 'inline-flex',
  flexShrink: 0,
  minWidth: isCompact ? 0 : 40,
  color: 'inherit',
});

export const listItemLabelStyle = (theme: Theme, variant: 'body1' | 'body2'): Style => ({
  flex: '1 1 auto',
  minWidth: 0,
  marginBlock: '4px',
  ...(theme.typography[variant] as Style),
  fontWeight: 'inherit',
});

/** MUI's Link: a text link in the primary colour (or the text's), underlined always or on hover. */
export const textLinkStyle = (theme: Theme, color: 'primary' | 'inherit', underline: 'always' | 'hover'): Style => ({
  // A link that acts (a `<button>`) reads as one in running text.
  font: 'inherit',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  color: color === 'primary' ? theme.palette.primary.main : 'inherit',
  textDecoration: underline === 'always' ? 'underline' : 'none',
  textDecorationColor: color === 'primary' ? alpha(theme.palette.primary.main, 0.4) : 'inherit',
  borderRadius: '2px',
  '&:hover': { textDecoration: 'underline', textDecorationColor: 'inherit' },
  '&:focus-visible': focusRing(theme),
});

/** A list without bullets or indentation (MUI's List). */
export const plainListStyle: Style = { listStyle: 'none', margin: 0, padding: 0 };

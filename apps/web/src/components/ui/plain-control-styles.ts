import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/** One entry of an `sx` array: a style object, or a function of the theme returning one. */
export type SxEntry = SystemStyleObject<Theme> | ((theme: Theme) => SystemStyleObject<Theme>);

/*
 * Buttons and menu rows of the first page (app shell, dashboard) as native `<button>` and `<a>`
 * elements in the theme's colours, drawn like MUI's text, contained and icon buttons and list
 * rows. The first page then loads none of MUI's ButtonBase, Button, IconButton, List or
 * Collapse code (ripple, loading indicator, transitions; ~20 kB gzip, ADR 042); dropdowns,
 * dialogs and the mobile drawer load MUI's when they open. Used with `Box component=…`; a
 * native `<button>` needs `type="button"`.
 */

const controlBase = (theme: Theme) =>
  ({
    // First: `font` resets every font property, then the theme's button typography applies (as
    // a later `font: inherit` would have undone it: object keys keep their first position).
    font: 'inherit',
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    boxSizing: 'border-box',
    minWidth: 64,
    minHeight: 36,
    margin: 0,
    padding: theme.spacing(0.75, 1),
    border: 0,
    borderRadius: `${theme.shape.borderRadius}px`,
    backgroundColor: 'transparent',
    color: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'box-shadow'], {
      duration: theme.transitions.duration.short,
    }),
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& > svg': { fontSize: 20, flexShrink: 0 },
    '@media (forced-colors: active)': { border: '1px solid ButtonText' },
  }) as const;

/** MUI's text button (`color="inherit"`, or the primary colour). */
export const textButtonSx =
  (color: 'inherit' | 'primary' = 'inherit'): SxEntry =>
  (theme) => ({
    ...controlBase(theme),
    ...(color === 'primary' && { color: theme.palette.primary.main }),
    '&:hover': {
      backgroundColor:
        color === 'primary'
          ? alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity)
          : theme.palette.action.hover,
    },
  });

/** MUI's contained button. */
export const containedButtonSx =
  (color: 'primary' | 'warning' = 'primary'): SxEntry =>
  (theme) => ({
    ...controlBase(theme),
    padding: theme.spacing(0.75, 2),
    color: theme.palette[color].contrastText,
    backgroundColor: theme.palette[color].main,
    boxShadow: theme.shadows[2],
    '&:hover': { backgroundColor: theme.palette[color].dark, boxShadow: theme.shadows[4] },
  });

/** MUI's icon button (40 × 40, round); `edge` pulls it towards the bar's edge as MUI's does. */
export const iconButtonSx =
  (edge?: 'start' | 'end'): SxEntry =>
  (theme) => ({
    ...controlBase(theme),
    minWidth: 0,
    minHeight: 0,
    padding: theme.spacing(1),
    borderRadius: '50%',
    color: theme.palette.action.active,
    ...(edge === 'start' && { marginInlineStart: theme.spacing(-1.5) }),
    ...(edge === 'end' && { marginInlineEnd: theme.spacing(-1.5) }),
    '& > svg': { fontSize: 24 },
    '&:hover': { backgroundColor: theme.palette.action.hover },
  });

/** A list without bullets or indentation (MUI's List). */
export const plainListSx: SxEntry = { listStyle: 'none', m: 0, p: 0 };

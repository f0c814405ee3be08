import { alpha, type Theme } from '@mui/material/styles';
import { focusRing, type Style } from './control-styles';

/*
 * The native rendering of the choice controls (ADR 089): a real `<input>` (checkbox, radio, or a
 * checkbox with role switch), unseen and covering the control, over MUI's drawing (the box or
 * circle icon, the switch's track and thumb). The browser gives the keyboard, the label and the
 * form behaviour; there is no ButtonBase and no ripple.
 */

export type ChoiceSize = 'medium' | 'small';

/** The unseen input over the whole control: it takes the pointer, the keyboard and the label's click. */
export const choiceInputStyle: Style = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  opacity: 0,
  zIndex: 1,
  cursor: 'inherit',
};

/**
 * A checkbox's or a radio's round hover area around its 24 px icon (20 px small): 42 × 42 px at
 * the medium size, as MUI's. The icon is in the primary colour when chosen.
 */
export const choiceBoxStyle = (theme: Theme, { size, isChosen }: { size: ChoiceSize; isChosen: boolean }): Style => ({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  padding: '9px',
  borderRadius: '50%',
  cursor: 'pointer',
  verticalAlign: 'middle',
  color: isChosen ? theme.palette.primary.main : theme.palette.text.secondary,
  '& > svg': { fontSize: size === 'small' ? 20 : 24 },
  '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
  '&:has(> input:focus-visible)': focusRing(theme, -4),
  '&:has(> input:disabled)': {
    color: theme.palette.action.disabled,
    cursor: 'default',
    backgroundColor: 'transparent',
  },
  '@media (forced-colors: active)': { color: isChosen ? 'Highlight' : 'CanvasText' },
});

/** MUI's Switch: a 34 × 14 px track and a 20 px thumb that slides towards the end when on. */
export const switchStyle = (theme: Theme, isOn: boolean): Style => ({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  boxSizing: 'border-box',
  width: 58,
  height: 38,
  padding: '12px',
  cursor: 'pointer',
  verticalAlign: 'middle',
  '& > .switch-track': {
    width: '100%',
    height: '100%',
    borderRadius: '7px',
    backgroundColor: isOn ? theme.palette.primary.main : theme.palette.common.black,
    opacity: isOn ? 0.5 : 0.38,
    transition: theme.transitions.create(['opacity', 'background-color'], {
      duration: theme.transitions.duration.shortest,
    }),
  },
  '& > .switch-thumb': {
    position: 'absolute',
    top: 0,
    insetInlineStart: isOn ? 20 : 0,
    display: 'flex',
    padding: '9px',
    borderRadius: '50%',
    transition: theme.transitions.create(['inset-inline-start'], { duration: theme.transitions.duration.shortest }),
    '&::after': {
      content: '""',
      width: 20,
      height: 20,
      borderRadius: '50%',
      backgroundColor: isOn ? theme.palette.primary.main : theme.palette.grey[50],
      boxShadow: theme.shadows[1],
    },
  },
  '&:hover > .switch-thumb': {
    backgroundColor: isOn
      ? alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity)
      : theme.palette.action.hover,
  },
  '&:has(> input:focus-visible) > .switch-thumb': focusRing(theme, -4),
  '&:has(> input:disabled)': { cursor: 'default', opacity: 0.6 },
  '@media (forced-colors: active)': { '& > .switch-track': { border: '1px solid CanvasText' } },
});

/** MUI's FormControlLabel: the control, then its label, clickable as one. */
export const controlLabelStyle = (theme: Theme, isDisabled: boolean): Style => ({
  display: 'inline-flex',
  alignItems: 'center',
  verticalAlign: 'middle',
  marginInlineStart: '-11px',
  marginInlineEnd: '16px',
  cursor: isDisabled ? 'default' : 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '& > .control-label-text': {
    ...(theme.typography.body1 as Style),
    ...(isDisabled && { color: theme.palette.text.disabled }),
  },
});

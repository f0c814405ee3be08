import type { Theme } from '@mui/material/styles';
import { controlBase, type Style } from './control-styles';

/** MUI's Fab sizes: small 40, large (its default) 56 px. */
export type FloatingButtonSize = 'small' | 'large';

/** MUI's Fab: a round, raised button floating above the page, filled with a palette colour. */
export function floatingButtonStyle(theme: Theme, color: 'primary' | 'default', size: FloatingButtonSize): Style {
  const palette = color === 'primary' ? theme.palette.primary : undefined;
  return {
    ...controlBase(theme),
    width: size === 'small' ? 40 : 56,
    height: size === 'small' ? 40 : 56,
    padding: 0,
    borderRadius: '50%',
    color: palette?.contrastText ?? theme.palette.text.primary,
    backgroundColor: palette?.main ?? theme.palette.grey[300],
    boxShadow: theme.shadows[6],
    '& > svg': { fontSize: 24 },
    '&:hover': { backgroundColor: palette?.dark ?? theme.palette.grey.A100 },
    '&:active': { boxShadow: theme.shadows[12] },
  };
}

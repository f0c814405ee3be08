import { styled } from '@mui/material/styles';

/**
 * A contained button for the screens shown before or instead of the app (configuration
 * failure, crash). A native `<button>` in the theme's colours: keyboard-usable and focus-visible
 * without MUI's ripple machinery, which keeps the first download small (ADR 019).
 */
export const PlainButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  minHeight: 40,
  padding: theme.spacing(1, 2.5),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  '&:hover': { backgroundColor: theme.palette.primary.dark },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
  '&:disabled': { cursor: 'default', opacity: 0.6 },
}));

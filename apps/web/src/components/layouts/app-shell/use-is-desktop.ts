import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the shell shows its desktop layout (MUI `md` and up): a permanent side menu and the
 * top bar's contact and user menus. Read synchronously on the first render (no SSR here), so
 * the desktop menu does not flash in as a mobile drawer.
 */
export function useIsDesktop(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
}

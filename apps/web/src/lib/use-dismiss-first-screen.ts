import { useLayoutEffect } from 'react';
import { dismissFirstScreen } from './first-screen';

/**
 * Dismisses the server's first screen (ADR 093) in the commit where `pageIsShown` becomes true: a layout effect, so
 * the app's page replaces the screen before that frame paints.
 */
export function useDismissFirstScreen(pageIsShown: boolean): void {
  useLayoutEffect(() => {
    if (pageIsShown) dismissFirstScreen();
  }, [pageIsShown]);
}

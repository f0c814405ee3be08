/**
 * The server's first screen of a page (ADR 093): the shell and the results heading of a visitor's quote, painted from
 * the HTML while the app's code is on its way. The app renders its own page in `#root`, hidden while the screen is
 * there (the server's rule), and removes the screen in the commit that shows its page (use-dismiss-first-screen.ts):
 * the swap happens in one frame. Free of React: the boot script's font loading waits for it.
 */
export const firstScreenId = 'first-screen';

const whenDismissed: (() => void)[] = [];

export function hasFirstScreen(): boolean {
  return document.getElementById(firstScreenId) !== null;
}

/** Removes the first screen (once), which shows the app's root; then what waited for it runs. */
export function dismissFirstScreen(): void {
  const screen = document.getElementById(firstScreenId);
  if (!screen) return;
  screen.remove();
  for (const callback of whenDismissed.splice(0)) callback();
}

/** Runs `callback` once the first screen has gone (at once when there is none). */
export function afterFirstScreen(callback: () => void): void {
  if (hasFirstScreen()) whenDismissed.push(callback);
  else callback();
}

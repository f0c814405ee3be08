/**
 * The main host's log-out page when the page is on another host of the brand (docs/product/accounts.md#log-out:
 * "logout … redirects to a log-out page on the main host if on a different host"), else
 * undefined. `mainHost` without a port keeps the page's port and scheme.
 */
export function mainHostLogOutUrl(
  mainHost: string | null,
  current: { href: string; host: string },
  logOutPath: string,
): string | undefined {
  if (!mainHost) return undefined;
  const target = new URL(logOutPath, current.href);
  if (mainHost.includes(':')) target.host = mainHost;
  else target.hostname = mainHost;
  return target.host === current.host ? undefined : target.href;
}

import Cookies from 'js-cookie';

/**
 * First-party cookies of the web app (language, cookie consent, auth). When the brand lists
 * cookie domains and the page is served under one of them, cookies are set on that domain so
 * that sibling hosts (e.g. an admin app) share them; otherwise they stay host-only.
 */
let cookieDomain: string | undefined;

export function configureCookieDomain(brandCookieDomains: readonly string[], hostname: string): void {
  cookieDomain = cookieDomainFor(hostname, brandCookieDomains);
}

/** The brand cookie domain that `hostname` belongs to, if any. */
export function cookieDomainFor(hostname: string, brandCookieDomains: readonly string[]): string | undefined {
  return brandCookieDomains.find((domain) => {
    const bare = domain.replace(/^\./, '');
    return hostname === bare || hostname.endsWith(`.${bare}`);
  });
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, lifetimeDays: number): void {
  Cookies.set(name, value, {
    expires: lifetimeDays,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
    ...(cookieDomain ? { domain: cookieDomain } : {}),
  });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/', ...(cookieDomain ? { domain: cookieDomain } : {}) });
}

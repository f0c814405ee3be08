/**
 * First-party cookies of the web app (language, cookie consent, auth). When the brand lists
 * cookie domains and the page is served under one of them, cookies are set on that domain so
 * that sibling hosts (e.g. an admin app) share them; otherwise they stay host-only.
 *
 * Read and written on `document.cookie` directly (ADR 073): the boot script reads the language
 * cookie, and js-cookie (~1 kB gzip) put `/` over its JavaScript budget. Names and values are
 * percent-encoded (`encodeURIComponent`) and decoded on reading, which also reads the cookies
 * js-cookie wrote (it encoded a subset of those characters).
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

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const separator = pair.indexOf('=');
    if (separator > 0 && decoded(pair.slice(0, separator)) === name) {
      // A value may have been written quoted.
      return decoded(pair.slice(separator + 1).replace(/^"(.*)"$/, '$1'));
    }
  }
  return undefined;
}

/** Sets the cookie for `path=/` (and the brand's cookie domain); `lifetimeDays` negative removes it. */
export function writeCookie(name: string, value: string, lifetimeDays: number): void {
  const expires = new Date(Date.now() + lifetimeDays * 86_400_000).toUTCString();
  document.cookie = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `expires=${expires}`,
    'path=/',
    'SameSite=Lax',
    ...(window.location.protocol === 'https:' ? ['Secure'] : []),
    ...(cookieDomain ? [`domain=${cookieDomain}`] : []),
  ].join('; ');
}

export function removeCookie(name: string): void {
  writeCookie(name, '', -1);
}

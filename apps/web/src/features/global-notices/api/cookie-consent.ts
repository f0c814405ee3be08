import { readCookie, writeCookie } from '@/lib/cookies';

/** The cookie consent record (docs/product/shell.md#global-notices): necessary cookies are always on. */
export interface CookieConsent {
  necessary: true;
  performance: boolean;
  marketing: boolean;
}

export const cookieConsentCookieName = 'cookie_consent';
/** Consent is asked again after 180 days (docs/product/shell.md#global-notices). */
export const cookieConsentLifetimeDays = 180;

/** The stored answer, or undefined when the visitor has not answered (or it cannot be read). */
export function readCookieConsent(): CookieConsent | undefined {
  const stored = readCookie(cookieConsentCookieName);
  if (!stored) return undefined;
  try {
    const parsed = JSON.parse(stored) as Partial<CookieConsent>;
    if (typeof parsed.performance !== 'boolean' || typeof parsed.marketing !== 'boolean') return undefined;
    return { necessary: true, performance: parsed.performance, marketing: parsed.marketing };
  } catch {
    return undefined;
  }
}

export function storeCookieConsent(choices: { performance: boolean; marketing: boolean }): CookieConsent {
  const consent: CookieConsent = { necessary: true, ...choices };
  writeCookie(cookieConsentCookieName, JSON.stringify(consent), cookieConsentLifetimeDays);
  return consent;
}

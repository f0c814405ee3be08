import { readCookie, writeCookie } from '@/lib/cookies';
import type { Language } from '@freightdesk/domain';

/** The chosen language, kept for a year (docs/product/brands.md#languages). */
export const languageCookieName = 'lang';
export const languageCookieLifetimeDays = 365;

export function readLanguageCookie(): string | undefined {
  return readCookie(languageCookieName);
}

export function storeLanguageCookie(language: Language): void {
  writeCookie(languageCookieName, language, languageCookieLifetimeDays);
}

import { readCookie, removeCookie, writeCookie } from '@/lib/cookies';

/** The cookie holding the bearer token; its presence means "logged in" (docs/product/accounts.md#who-the-user-is). */
export const authCookieName = 'auth_token';
/** Default auth cookie lifetime (docs/product/accounts.md#token-lifetime-and-refresh). */
export const authCookieLifetimeDays = 30;

export function readAuthToken(): string | undefined {
  return readCookie(authCookieName) || undefined;
}

export function storeAuthToken(token: string, lifetimeDays: number = authCookieLifetimeDays): void {
  writeCookie(authCookieName, token, lifetimeDays);
}

export function clearAuthToken(): void {
  removeCookie(authCookieName);
}

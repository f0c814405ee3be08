import { languageFromPath } from '@freightdesk/domain';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSession } from '@/lib/session/session-context';
import { claimsOfToken } from '../lib/session-claims';

export interface StartSessionOptions {
  /** Keep the auth cookie for 30 days (remember me); otherwise it lives as long as the token. */
  rememberMe?: boolean;
  /** The session of a freshly registered customer (docs/product/accounts.md#who-the-user-is: New User). */
  isNewUser?: boolean;
}

/** Days the auth cookie lives when "remember me" is ticked (docs/product/accounts.md#token-lifetime-and-refresh). */
const rememberMeLifetimeDays = 30;
const millisecondsPerDay = 86_400_000;

/** The token's remaining life in (fractional) days, for a cookie that ends with it. */
function daysUntil(expiresAt: string, now: number): number {
  return Math.max(0, (Date.parse(expiresAt) - now) / millisecondsPerDay);
}

/**
 * Stores a freshly issued token as the session (LOG_IN) and switches to the user's preferred
 * language. Where to go next is the auth layout's business (redirect state, else home).
 */
export function useStartSession(): (token: string, options?: StartSessionOptions) => void {
  const { logIn } = useSession();
  const { changeLanguage, language } = useLanguage();
  const { pathname } = useLocation();
  const hasLanguagePrefix = languageFromPath(pathname) !== undefined;

  return useCallback(
    (token: string, { rememberMe = false, isNewUser = false }: StartSessionOptions = {}) => {
      const claims = claimsOfToken(token);
      const lifetimeDays = rememberMe ? rememberMeLifetimeDays : daysUntil(claims.expired_at, Date.now());
      logIn(token, claims, { isNewUser, lifetimeDays });
      // A language prefix in the URL is an explicit choice: it wins over the profile's.
      if (!hasLanguagePrefix && claims.preferred_language !== language) void changeLanguage(claims.preferred_language);
    },
    [logIn, changeLanguage, language, hasLanguagePrefix],
  );
}

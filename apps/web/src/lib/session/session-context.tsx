import { createAuthSessionReducer, initialAuthSession, type SessionUserClaims } from '@freightdesk/domain';
import { createContext, use, useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { toApiError } from '@/lib/api-client';
import { existingAppQueryClient } from '@/lib/app-query-client';
import { publishGlobalError, subscribeToGlobalErrors } from '@/lib/global-errors';
import { safeLocalStorage } from '@/lib/safe-storage';
import { clearAuthToken, readAuthToken, storeAuthToken } from './auth-token';
import { toSessionUser, type SessionUser, type UserType } from './session-user';

/** Where the "just registered" flag lives between page loads (docs/product/accounts.md#who-the-user-is). */
export const isNewUserStorageKey = 'isNewUser';

// Staff are told by the domain's one staff test (isStaffSession, docs/decisions/049-access.md).
const authSessionReducer = createAuthSessionReducer();

export interface LogInOptions {
  /** Set by a successful sign-up: the session belongs to a new user. */
  isNewUser?: boolean;
  /** Cookie lifetime; defaults to the auth cookie's 30 days. */
  lifetimeDays?: number;
}

export interface Session {
  /** The signed-in user (undefined for anonymous visitors, and until a stored token is read). */
  user: SessionUser | undefined;
  isLoggedIn: boolean;
  userType: UserType;
  /** LOG_IN: stores the token in the auth cookie and sets the user (from the token's claims) and its type. */
  logIn(token: string, claims: SessionUserClaims, options?: LogInOptions): void;
  /** LOG_OUT: clears the auth cookie and the user (Ghost User). */
  logOut(): void;
}

const SessionContext = createContext<Session | null>(null);

const isNewUserStored = () => safeLocalStorage.getItem(isNewUserStorageKey) === 'true';

/**
 * The session (docs/product/accounts.md#session-claims, docs/product/accounts.md#who-the-user-is), on the domain's
 * auth-session reducer: logged in when the auth cookie is present; the stored token's user is read right after start-up
 * (an expired token is exchanged at update-jwt, else logs out). A global UNAUTHORIZED error logs out; REFRESH_TOKEN
 * (a call answered 498) exchanges the token and reloads the page (docs/product/accounts.md#token-lifetime-and-refresh).
 */
function endServerSession(token: string): void {
  fetch('/api/v2/customers/logout', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authSessionReducer, undefined, () =>
    initialAuthSession(readAuthToken() !== undefined),
  );

  const logIn = useCallback((token: string, claims: SessionUserClaims, options: LogInOptions = {}) => {
    storeAuthToken(token, options.lifetimeDays);
    if (options.isNewUser) safeLocalStorage.setItem(isNewUserStorageKey, 'true');
    dispatch({ type: 'LOG_IN', user: claims, isNewUser: options.isNewUser ?? isNewUserStored() });
  }, []);

  const logOut = useCallback(() => {
    const token = readAuthToken();
    // The server ends the session too, so the token is dead even if a copy of it survives
    // (ADR 052). Best effort: signing out here never waits for it or fails because of it.
    if (token) endServerSession(token);
    clearAuthToken();
    safeLocalStorage.removeItem(isNewUserStorageKey);
    // Nothing of this customer stays cached for the next one (the brand configuration is not a
    // query: it stays). No query client yet: nothing was cached.
    existingAppQueryClient()?.removeQueries();
    dispatch({ type: 'LOG_OUT' });
  }, []);

  useEffect(() => {
    const token = readAuthToken();
    if (!token) return undefined;
    let isCurrent = true;
    void import('./read-session-user').then(({ readSessionUser }) => {
      if (!isCurrent || readAuthToken() !== token) return;
      const stored = readSessionUser(token, new Date());
      if (stored.kind === 'user') dispatch({ type: 'LOG_IN', user: stored.user, isNewUser: isNewUserStored() });
      else if (stored.kind === 'expired') return refreshExpiredSession();
      return undefined;
    });
    // A remembered session outlives its token: the server exchanges a recently expired one.
    async function refreshExpiredSession(): Promise<void> {
      const [{ fetchRefreshedToken }, { readSessionUser }] = await Promise.all([
        import('./refresh-token'),
        import('./read-session-user'),
      ]);
      try {
        const fresh = await fetchRefreshedToken();
        const refreshed = readSessionUser(fresh, new Date());
        if (!isCurrent) return;
        if (refreshed.kind !== 'user') return logOut();
        storeAuthToken(fresh);
        dispatch({ type: 'LOG_IN', user: refreshed.user, isNewUser: isNewUserStored() });
      } catch {
        if (isCurrent) logOut();
      }
    }
    return () => {
      isCurrent = false;
    };
  }, [logOut]);

  useEffect(
    () =>
      subscribeToGlobalErrors((code) => {
        if (code === 'UNAUTHORIZED') logOut();
        if (code === 'REFRESH_TOKEN') void refreshTokenThenReload(logOut);
      }),
    [logOut],
  );

  const session = useMemo<Session>(
    () => ({
      user: state.user ? toSessionUser(state.user) : undefined,
      isLoggedIn: state.isLoggedIn,
      userType: state.userType,
      logIn,
      logOut,
    }),
    [state, logIn, logOut],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

const doNothing = () => undefined;

/**
 * A visitor's session that never changes: the server's first screen of a page (ADR 093), which renders for visitors
 * only and has no cookies, storage or token to read.
 */
export function VisitorSessionProvider({ children }: { children: ReactNode }) {
  const session = useMemo<Session>(() => {
    const { isLoggedIn, userType } = initialAuthSession(false);
    return { user: undefined, isLoggedIn, userType, logIn: doNothing, logOut: doNothing };
  }, []);
  return <SessionContext value={session}>{children}</SessionContext>;
}

/**
 * REFRESH_TOKEN (docs/product/accounts.md#token-lifetime-and-refresh): a fresh token from update-jwt replaces the
 * stored one and the page reloads, so every call runs again with it. An exchange refused (401) ends the session; any
 * other failure opens the unknown-error notice. A second 498 right after such a reload ends the session
 * instead of reloading again.
 */
async function refreshTokenThenReload(logOut: () => void): Promise<void> {
  const refresh = await import('./refresh-token');
  const dependencies = refresh.browserRefreshReloadDependencies;
  if (!refresh.mayReloadAfterRefresh(dependencies)) return logOut();
  try {
    storeAuthToken(await refresh.fetchRefreshedToken());
    refresh.reloadAfterRefresh(dependencies);
  } catch (error) {
    const { code } = toApiError(error);
    if (code === 'UNAUTHORIZED') logOut();
    else publishGlobalError('UNKNOWN_ERROR');
  }
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

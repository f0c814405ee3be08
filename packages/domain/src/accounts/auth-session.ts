import { isStaffSession } from '../customers/internal-users';
// Type-only: the claims schema (zod) stays out of bundles that only need the session rules.
import type { SessionUserClaims } from './session-user';

/** The auth user types, spelled as the product spec writes them (docs/product/accounts.md#who-the-user-is). */
export const authUserTypes = ['Ghost User', 'New User', 'Old User', 'Internal User'] as const;
export type AuthUserType = (typeof authUserTypes)[number];

export interface AuthSessionState {
  user: SessionUserClaims | null;
  isLoggedIn: boolean;
  userType: AuthUserType;
}

export type AuthSessionAction =
  /** `isNewUser`: the session comes from a registration (the stored isNewUser flag). */
  { type: 'LOG_IN'; user: SessionUserClaims; isNewUser: boolean } | { type: 'LOG_OUT' };

/**
 * The session before any action: logged in when an auth cookie is present (docs/product/accounts.md#who-the-user-is).
 */
export function initialAuthSession(hasAuthCookie: boolean): AuthSessionState {
  return { user: null, isLoggedIn: hasAuthCookie, userType: 'Ghost User' };
}

/**
 * LOG_IN's user type (docs/product/accounts.md#who-the-user-is): Internal for staff (`isStaffSession`, the server's one
 * staff test: it applied the company's e-mail domains when it signed the token), New if newly
 * registered, else Old.
 */
export function authUserTypeOnLogIn(user: SessionUserClaims, isNewUser: boolean): AuthUserType {
  if (isStaffSession(user)) return 'Internal User';
  return isNewUser ? 'New User' : 'Old User';
}

/**
 * The session reducer (docs/product/accounts.md#who-the-user-is): LOG_IN sets the user and its type; LOG_OUT clears the
 * user and makes it a Ghost User. A factory, so the result fits React's useReducer.
 */
export function createAuthSessionReducer() {
  return function authSessionReducer(state: AuthSessionState, action: AuthSessionAction): AuthSessionState {
    switch (action.type) {
      case 'LOG_IN':
        return {
          user: action.user,
          isLoggedIn: true,
          userType: authUserTypeOnLogIn(action.user, action.isNewUser),
        };
      case 'LOG_OUT':
        return { user: null, isLoggedIn: false, userType: 'Ghost User' };
      default:
        return state;
    }
  };
}

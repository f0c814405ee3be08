import { describe, expect, it } from 'vitest';
import { isStaffSession } from '../customers/internal-users';
import { createAuthSessionReducer, initialAuthSession, authUserTypeOnLogIn } from './auth-session';
import {
  isImpersonatedSession,
  isSessionExpired,
  isSpecialSessionUser,
  sessionUserClaimsSchema,
  type SessionUserClaims,
} from './session-user';

const claims: SessionUserClaims = {
  customer_type: 'STANDARD',
  email: 'ana@acme.example',
  phone_number: '+34612345678',
  contact_name: 'Ana',
  contact_surname: 'García',
  legal_name: 'Acme Imports SL',
  is_company: true,
  preferred_currency: 'EUR',
  preferred_language: 'es',
  backend_customer_id: 'c-1001',
  backend_external_user_id: null,
  backend_branch_id: 'ES',
  is_test: false,
  expired_at: '2024-07-10T12:00:00Z',
};

describe('session user claims (docs/product/accounts.md#session-claims)', () => {
  it('accepts the claims of a customer and keeps no standard JWT claims', () => {
    const parsed = sessionUserClaimsSchema.parse({ ...claims, iat: 1, exp: 2 });
    expect(parsed).toEqual(claims);
  });

  it.each([
    [{ customer_type: 'ADMIN' }],
    [{ preferred_currency: 'GBP' }],
    [{ preferred_language: 'fr' }],
    [{ backend_branch_id: 'UK' }],
    [{ expired_at: 'tomorrow' }],
    [{ is_special_user: 2 }],
    [{ is_company: 'yes' }],
    [{ backend_customer_id: '' }],
  ])('refuses %o', (change) => {
    expect(sessionUserClaimsSchema.safeParse({ ...claims, ...change }).success).toBe(false);
  });

  it('reads the special-user flag (value 1)', () => {
    expect(isSpecialSessionUser({ ...claims, is_special_user: 1 })).toBe(true);
    expect(isSpecialSessionUser({ ...claims, is_special_user: 0 })).toBe(false);
    expect(isSpecialSessionUser(claims)).toBe(false);
  });

  it('knows an impersonated session', () => {
    expect(isImpersonatedSession({ ...claims, impersonated_by: 'staff-7' })).toBe(true);
    expect(isImpersonatedSession({ ...claims, impersonated_by: null })).toBe(false);
    expect(isImpersonatedSession(claims)).toBe(false);
  });

  it.each([
    ['2024-07-10T11:59:59Z', false],
    ['2024-07-10T12:00:00Z', true],
    ['2024-07-11T00:00:00Z', true],
  ])('at %s the session is expired: %s', (now, isExpired) => {
    expect(isSessionExpired(claims, new Date(now))).toBe(isExpired);
  });

  it('accepts an expiry with a time-zone offset', () => {
    expect(sessionUserClaimsSchema.safeParse({ ...claims, expired_at: '2024-07-10T14:00:00+02:00' }).success).toBe(
      true,
    );
  });

  // The company's e-mail domains were applied when the token was signed (isInternalUser): a
  // token is staff by its claim alone, whatever its e-mail.
  it.each([
    [{ is_internal_user: true }, true],
    [{ email: 'luis@freightdesk.example', is_internal_user: false }, false],
    [{ is_internal_user: false }, false],
    [{}, false],
  ])('staff session %o → %s', (change, expected) => {
    expect(isStaffSession({ ...claims, ...change })).toBe(expected);
  });
});

describe('auth session (docs/product/accounts.md#who-the-user-is)', () => {
  const reducer = createAuthSessionReducer();

  it.each([
    [true, { user: null, isLoggedIn: true, userType: 'Ghost User' }],
    [false, { user: null, isLoggedIn: false, userType: 'Ghost User' }],
  ])('starts logged in when the auth cookie is present (%s)', (hasCookie, state) => {
    expect(initialAuthSession(hasCookie)).toEqual(state);
  });

  it.each([
    [false, false, 'Old User'],
    [false, true, 'New User'],
    [true, true, 'Internal User'],
    [true, false, 'Internal User'],
  ] as const)('LOG_IN of staff %s (new: %s) makes a %s', (isInternal, isNewUser, userType) => {
    const user = { ...claims, is_internal_user: isInternal };
    expect(authUserTypeOnLogIn(user, isNewUser)).toBe(userType);
    expect(reducer(initialAuthSession(false), { type: 'LOG_IN', user, isNewUser })).toEqual({
      user,
      isLoggedIn: true,
      userType,
    });
  });

  it('LOG_OUT clears the user and makes a Ghost User', () => {
    const loggedIn = reducer(initialAuthSession(true), { type: 'LOG_IN', user: claims, isNewUser: false });
    expect(reducer(loggedIn, { type: 'LOG_OUT' })).toEqual({ user: null, isLoggedIn: false, userType: 'Ghost User' });
  });
});

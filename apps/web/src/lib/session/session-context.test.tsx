import type { SessionUserClaims } from '@freightdesk/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authCookieName, readAuthToken } from './auth-token';
import { readSessionUser } from './read-session-user';
import { SessionProvider, isNewUserStorageKey, useSession } from './session-context';
import { shipperClaims, unsignedJwt } from './testing/session-fixtures';

const claims = shipperClaims;

const jwtWith = unsignedJwt;

function SessionControls({
  loginClaims = claims,
  isNewUser = false,
}: {
  loginClaims?: SessionUserClaims;
  isNewUser?: boolean;
}) {
  const session = useSession();
  return (
    <>
      <p>{`${session.isLoggedIn ? 'in' : 'out'}|${session.userType}|${session.user?.contactName ?? 'nobody'}`}</p>
      <button type="button" onClick={() => session.logIn('token-1', loginClaims, { isNewUser })}>
        log in
      </button>
      <button type="button" onClick={session.logOut}>
        log out
      </button>
    </>
  );
}

const renderSession = (controls = <SessionControls />) => render(<SessionProvider>{controls}</SessionProvider>);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('starts anonymous as Ghost User without an auth cookie', () => {
    renderSession();
    expect(screen.getByText('out|Ghost User|nobody')).toBeInTheDocument();
  });

  it('starts logged in when the auth cookie is present, then reads the user from the token', async () => {
    document.cookie = `${authCookieName}=${jwtWith({ ...claims, contact_name: 'Luís' })}; path=/`;
    renderSession();
    expect(screen.getByText('in|Ghost User|nobody')).toBeInTheDocument();
    expect(await screen.findByText('in|Old User|Luís')).toBeInTheDocument();
  });

  it('logs out when the stored token has expired and cannot be exchanged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'UNAUTHORIZED' }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    document.cookie = `${authCookieName}=${jwtWith({ ...claims, expired_at: '2001-01-01T00:00:00+00:00' })}; path=/`;
    renderSession();
    expect(await screen.findByText('out|Ghost User|nobody')).toBeInTheDocument();
    expect(readAuthToken()).toBeUndefined();
  });

  it('LOG_IN stores the token and sets the user; LOG_OUT clears both', async () => {
    const user = userEvent.setup();
    renderSession();
    await user.click(screen.getByRole('button', { name: 'log in' }));
    expect(screen.getByText('in|Old User|Ana')).toBeInTheDocument();
    expect(readAuthToken()).toBe('token-1');
    await user.click(screen.getByRole('button', { name: 'log out' }));
    expect(screen.getByText('out|Ghost User|nobody')).toBeInTheDocument();
    expect(readAuthToken()).toBeUndefined();
  });

  it.each([
    [{ ...claims, is_internal_user: true }, false, 'Internal User'],
    [claims, true, 'New User'],
    [claims, false, 'Old User'],
  ])('LOG_IN of %o (new user: %s) is an %s', async (loginClaims, isNewUser, userType) => {
    const user = userEvent.setup();
    renderSession(<SessionControls loginClaims={loginClaims} isNewUser={isNewUser} />);
    await user.click(screen.getByRole('button', { name: 'log in' }));
    expect(screen.getByText(`in|${userType}|Ana`)).toBeInTheDocument();
    expect(window.localStorage.getItem(isNewUserStorageKey)).toBe(isNewUser ? 'true' : null);
  });

  it('reads only tokens carrying the claims of docs/product/accounts.md#session-claims', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(readSessionUser(jwtWith(claims), now)).toEqual({ kind: 'user', user: claims });
    expect(readSessionUser('not-a-jwt', now)).toEqual({ kind: 'unreadable' });
    expect(readSessionUser(jwtWith({ ...claims, customer_type: 'ADMIN' }), now)).toEqual({ kind: 'unreadable' });
  });
});

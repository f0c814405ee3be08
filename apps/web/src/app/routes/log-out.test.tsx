import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewport, signInAs } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { readAuthToken } from '@/lib/session/auth-token';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('log-out (docs/product/accounts.md#log-out)', () => {
  it('from the user menu: ends the session, forgets the cached data and goes home as a visitor', async () => {
    mockViewport('desktop');
    const user = userEvent.setup();
    const serverLogOut = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', serverLogOut);
    signInAs();
    const token = readAuthToken();
    const { router, queryClient } = renderApp({ url: '/analytics' });
    queryClient.setQueryData(['customers', 'me'], { email: 'ana@example.com' });
    window.localStorage.setItem('isNewUser', 'true');
    await user.click(await screen.findByRole('button', { name: /Hello, Ana/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(readAuthToken()).toBeUndefined();
    // The server ends the session too: a copy of the token is dead (ADR 052).
    expect(serverLogOut).toHaveBeenCalledWith(
      '/api/v2/customers/logout',
      expect.objectContaining({ method: 'POST', headers: { authorization: `Bearer ${token}` } }),
    );
    expect(window.localStorage.getItem('isNewUser')).toBeNull();
    expect(queryClient.getQueryData(['customers', 'me'])).toBeUndefined();
    // The brand stays: the page does not start over.
    expect(screen.queryByRole('progressbar', { name: 'Loading the application…' })).not.toBeInTheDocument();
    expect(document.title).toContain('Test Freight');
  });

  it('keeps the language prefix on the way home', async () => {
    signInAs();
    const { router } = renderApp({ url: '/es/log-out' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
    expect(readAuthToken()).toBeUndefined();
    await waitFor(() => expect(document.title).toBe('Inicio · Test Freight'));
  });
});

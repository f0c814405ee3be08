import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { renderApp } from '@/testing/render-app';
import { usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { callsTo, mockApi, testToken } from '../testing/auth-fixtures';

// The screen is a lazy chunk: transform it once up front, so that the first test does not spend
// its waiting time on a busy machine compiling it.
beforeAll(async () => {
  await import('./create-password-form');
}, 60_000);

const createPasswordPath = '/api/v2/customers/me/create-password';

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('create password', () => {
  it('sends an anonymous visitor to sign-in first', async () => {
    const { router } = renderApp({ url: '/create-password' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.state).toEqual({ redirectTo: '/create-password' });
  });

  it('sets the first password, takes the fresh token and goes where the redirect state says', async () => {
    document.cookie = `auth_token=${testToken()}; path=/`;
    const freshToken = testToken({ ...usCustomerClaims, contact_name: 'Ana María' });
    const fetchMock = mockApi({ [createPasswordPath]: [{ status: 200, body: { data: { jwt: freshToken } } }] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/' });
    await router.navigate('/create-password', { state: { redirectTo: '/shipments' } });
    await user.click(await screen.findByLabelText(/^Password/));
    await user.paste('Secret123');
    await user.click(screen.getByLabelText(/^Confirm new password/));
    await user.paste('Secret12');
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
        'Password must be the same as new password',
      ),
    );
    expect(callsTo(fetchMock, createPasswordPath)).toHaveLength(0);

    await user.click(screen.getByLabelText(/^Confirm new password/));
    await user.paste('3');
    await user.click(screen.getByRole('button', { name: 'Create password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipments'));
    expect(callsTo(fetchMock, createPasswordPath)[0]?.body).toEqual({
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    expect(document.cookie).toContain(`auth_token=${freshToken}`);
  });
});

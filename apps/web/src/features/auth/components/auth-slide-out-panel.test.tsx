import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { axeViolations } from '@/testing/axe';
import { renderApp } from '@/testing/render-app';
import { mockApi, testToken } from '../testing/auth-fixtures';

// The screen is a lazy chunk: transform it once up front, so that the first test does not spend
// its waiting time on a busy machine compiling it.
beforeAll(async () => {
  await import('./auth-slide-out-panel');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const authPanelOf = (search: string) => new URLSearchParams(search).get('authPanel');

describe('auth slide-out panel', () => {
  it('opens from authPanel, switches views and keeps authPanel in step (not for forgot password)', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/shipments?authPanel=signIn' });
    const panel = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Log in to Test Freight' })).toBeInTheDocument();
    expect(await axeViolations(panel)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Register here' }));
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Create your account' })).toBeInTheDocument();
    expect(authPanelOf(router.state.location.search)).toBe('signUp');

    await user.click(within(panel).getByRole('button', { name: 'Log in here' }));
    await user.click(await within(panel).findByRole('button', { name: 'Forgot your password?' }));
    expect(await within(panel).findByRole('heading', { level: 2, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(authPanelOf(router.state.location.search)).toBe('signIn');
    expect(router.state.location.pathname).toBe('/shipments');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(authPanelOf(router.state.location.search)).toBeNull());
  });

  it('closes and clears authPanel once the visitor has signed in, staying on the page', async () => {
    mockApi({ '/api/v2/customers/login': [{ status: 200, body: { data: { jwt: testToken() } } }] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/shipments?authPanel=signIn' });
    const panel = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(panel).getByLabelText(/^Email/));
    await user.paste('ana@example.com');
    await user.click(within(panel).getByLabelText(/^Password/));
    await user.paste('Secret123');
    await user.click(within(panel).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(authPanelOf(router.state.location.search)).toBeNull());
    expect(router.state.location.pathname).toBe('/shipments');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
  });
});

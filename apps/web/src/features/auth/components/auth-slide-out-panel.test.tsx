import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { axeViolations } from '@/testing/axe';
import { brandWith, testBrandInput } from '@/testing/brand-fixture';
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

describe('the shell login link', () => {
  it('opens the panel over the page instead of leaving it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/shipments' });
    await screen.findByRole('heading', { level: 1, name: 'My shipments' });
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' }));
    const panel = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Log in to Test Freight' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shipments');
    expect(authPanelOf(router.state.location.search)).toBe('signIn');
  });
});

describe('sign-up banner (showAuthSlideOutSignupBanner)', () => {
  const bannerBrand = brandWith({
    featureFlags: { ...testBrandInput.featureFlags, showAuthSlideOutSignupBanner: true },
  });

  it.each([
    ['customerProfile=business', 'Ship smarter for your business', 'Instant ocean, air and road rates'],
    ['customerProfile=agent', 'Grow with instant rates', 'Book for your clients in minutes'],
    ['customerProfile=student', 'Study abroad, ship with ease', 'Student-friendly prices'],
    ['customerProfile=mover&customerType=individual', 'Move your home with confidence', 'Full or shared containers'],
    ['customerProfile=mover&customerType=company', 'Instant rates for your moves', 'One place for all your shipments'],
    ['quoteCategory=courier&customerProfile=business', 'Send parcels worldwide', 'Instant courier rates'],
    ['', 'Instant freight quotes', 'Compare rates in seconds'],
  ])('beside sign-up with %s: "%s"', async (query, title, benefit) => {
    renderApp({ url: `/shipments?authPanel=signUp${query ? `&${query}` : ''}`, brand: bannerBrand });
    const panel = await screen.findByRole('dialog', { name: 'Sign up' });
    expect(await within(panel).findByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(within(panel).getByText(benefit)).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
  });

  it('is not shown beside sign-in, nor when the flag is off, nor on small screens', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp({ url: '/shipments?authPanel=signIn', brand: bannerBrand });
    const panel = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(panel).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Register here' }));
    expect(await within(panel).findByRole('heading', { level: 3, name: 'Instant freight quotes' })).toBeInTheDocument();
    expect(await axeViolations(panel)).toEqual([]);
    unmount();

    const withoutFlag = renderApp({ url: '/shipments?authPanel=signUp&customerProfile=business' });
    await within(await screen.findByRole('dialog', { name: 'Sign up' })).findByRole('heading', {
      level: 2,
      name: 'Create your account',
    });
    expect(screen.queryByText('Ship smarter for your business')).not.toBeInTheDocument();
    withoutFlag.unmount();

    mockViewport('mobile');
    renderApp({ url: '/shipments?authPanel=signUp&customerProfile=business', brand: bannerBrand });
    await within(await screen.findByRole('dialog', { name: 'Sign up' })).findByRole('heading', {
      level: 2,
      name: 'Create your account',
    });
    expect(screen.queryByText('Ship smarter for your business')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home route', () => {
  it('shows the dashboard inside the app shell, with one h1', async () => {
    mockViewport('desktop');
    renderApp({ url: '/' });
    const greeting = await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)$/ });
    expect(
      within(screen.getByRole('main')).getByRole('heading', { level: 2, name: 'Get an instant quote' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([greeting]);
    const sideMenu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(sideMenu).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // The title follows the brand, which start-up hands over as a deferred value: it may land a render later.
    await waitFor(() => expect(document.title).toBe('Home · Test Freight'));
  });
});

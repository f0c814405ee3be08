import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { renderApp } from '@/testing/render-app';
import { fclQuote, listQueries, mockMyQuotesApi, pageOf } from '../testing/my-quotes-fixtures';

// The part is a lazy chunk: transform it once up front, so that it arrives quickly wherever it is asked for. The first
// render of the whole app still transforms the shell and the dashboard (~12 s on its own here, more on two busy cores):
// the first test has a limit of its own.
beforeAll(async () => {
  await import('./recent-quotes');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard’s latest saved quotes', () => {
  it('lists a signed-in customer’s latest five, each opening the quote again', async () => {
    document.cookie = `auth_token=${unsignedJwt(usCustomerClaims)}; path=/`;
    const fetchMock = mockMyQuotesApi(() => pageOf([fclQuote], 12));
    renderApp({ url: '/' });
    const section = await screen.findByRole('region', { name: 'Your latest saved quotes' }, { timeout: 40_000 });
    const link = await within(section).findByRole('link', {
      name: 'Shanghai, CN (CNSHA) → Los Angeles, US (USLAX)',
    });
    expect(link).toHaveAttribute('href', `/quotes/${fclQuote.uuid}`);
    expect(section).toHaveTextContent('FCL · 2 × DV40 · Jan 12, 2030');
    expect(within(section).getByRole('link', { name: 'See all my quotes' })).toHaveAttribute('href', '/quotes');
    expect(listQueries(fetchMock)).toEqual(['?page=1&pageSize=5']);
  }, 45_000);

  it('is not there for a visitor, who asks for no quotes', async () => {
    const fetchMock = mockMyQuotesApi(() => pageOf([]));
    renderApp({ url: '/' });
    await screen.findByRole('heading', { level: 2, name: 'Get an instant quote' });
    // Long enough for the part (already transformed) to load and ask, were it there.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('region', { name: 'Your latest saved quotes' })).not.toBeInTheDocument();
    expect(listQueries(fetchMock)).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { renderApp } from '@/testing/render-app';
import { airQuote, fclQuote, lclQuote, listQueries, mockMyQuotesApi, pageOf } from '../testing/my-quotes-fixtures';

// The page is a lazy chunk: transform it once up front (see the auth screens' tests).
beforeAll(async () => {
  await import('./my-quotes');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
  document.cookie = `auth_token=${unsignedJwt(usCustomerClaims)}; path=/`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const table = () => screen.getByRole('table', { name: /^Saved quotes/ });

describe('My quotes', () => {
  it('lists the saved quotes with their cargo and opens one again', async () => {
    const fetchMock = mockMyQuotesApi(() => pageOf([fclQuote, lclQuote, airQuote]));
    renderApp({ url: '/quotes' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My quotes' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Saved quotes: 3' })).toBeInTheDocument();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Quote ID', 'Mode', 'Quote type', 'Origin', 'Destination', 'Saved on', 'Cargo', 'Action']);
    const fclRow = within(table()).getByRole('row', { name: /^A1B2C3D4/ });
    expect(
      within(fclRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'FCL',
      'Instant',
      'Shanghai, CN (CNSHA)',
      'Los Angeles, US (USLAX)',
      'Jan 12, 2030',
      '2 × DV40',
      'Open',
    ]);
    expect(within(table()).getByRole('row', { name: /^B2C3D4E5/ })).toHaveTextContent('Packages: 3 · 1.2 m³');
    expect(within(table()).getByRole('row', { name: /^C3D4E5F6/ })).toHaveTextContent('120 kg · 1 m³');
    expect(within(fclRow).getByRole('link', { name: 'Open quote A1B2C3D4' })).toHaveAttribute(
      'href',
      `/quotes/${fclQuote.uuid}`,
    );
    expect(listQueries(fetchMock)).toEqual(['?page=1&pageSize=20']);
    expect(await axeViolations()).toEqual([]);
  });

  it('asks again when a filter changes and keeps the filters in the address', async () => {
    const fetchMock = mockMyQuotesApi((query) => pageOf(query.get('mode') === 'LCL' ? [lclQuote] : [fclQuote]));
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/quotes?page=1' });
    await screen.findByRole('heading', { name: 'Saved quotes: 1' });

    await user.selectOptions(screen.getByLabelText('Mode'), 'LCL');
    await waitFor(() => expect(within(table()).getByRole('row', { name: /^B2C3D4E5/ })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Quote type'), 'custom');
    await user.type(screen.getByLabelText(/^Origin/), 'cn');
    await waitFor(() => expect(router.state.location.search).toBe('?mode=LCL&quoteType=custom&origin=cn'));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toBe('?mode=LCL&origin=cn&quoteType=custom&page=1&pageSize=20'),
    );
    // Typing waits for a pause: not one call per letter.
    expect(listQueries(fetchMock).filter((query) => query.includes('origin=c&'))).toEqual([]);
  });

  it('reads the filters and the page from the address, and pages on', async () => {
    const fetchMock = mockMyQuotesApi((query) => pageOf([fclQuote], 45, Number(query.get('page'))));
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/quotes?mode=FCL&destination=US' });
    await screen.findByRole('heading', { name: 'Saved quotes: 45' });
    expect(screen.getByLabelText('Mode')).toHaveValue('FCL');
    expect(screen.getByLabelText(/^Destination/)).toHaveValue('US');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=FCL&destination=US&page=2'));
    await waitFor(() =>
      expect(listQueries(fetchMock)).toEqual([
        '?mode=FCL&destination=US&page=1&pageSize=20',
        '?mode=FCL&destination=US&page=2&pageSize=20',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Page 2, current page' })).toHaveAttribute('aria-current', 'page');
  });

  it('leads to a new quote when nothing is saved yet', async () => {
    mockMyQuotesApi(() => pageOf([]));
    renderApp({ url: '/quotes' });
    expect(await screen.findByRole('heading', { name: 'You have no saved quotes yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new quote' })).toHaveAttribute('href', '/get-quote/ocean');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers to clear filters that keep nothing', async () => {
    mockMyQuotesApi((query) => pageOf(query.has('mode') ? [] : [fclQuote]));
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/es/quotes?mode=AIR' });
    expect(await screen.findByRole('heading', { name: 'Ninguna cotización coincide con estos filtros' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Borrar los filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Cotizaciones guardadas: 1' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in, over this page', async () => {
    document.cookie = 'auth_token=; path=/; max-age=0';
    const fetchMock = mockMyQuotesApi(() => pageOf([]));
    renderApp({ url: '/quotes' });
    expect(await screen.findByText('Log in to see the quotes you have saved.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/quotes?authPanel=signIn',
    );
    expect(listQueries(fetchMock)).toEqual([]);
  });
});

describe('My quotes on a phone', () => {
  it('shows one card per quote with every column', async () => {
    mockViewport('mobile');
    mockMyQuotesApi(() => pageOf([fclQuote]));
    renderApp({ url: '/quotes' });
    const list = await screen.findByRole('list', { name: 'Saved quotes: 1' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveAccessibleName('Quote ID A1B2C3D4');
    expect(within(card).getByText('Cargo').nextSibling).toHaveTextContent('2 × DV40');
    expect(within(card).getByRole('link', { name: 'Open quote A1B2C3D4' })).toHaveAttribute(
      'href',
      `/quotes/${fclQuote.uuid}`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

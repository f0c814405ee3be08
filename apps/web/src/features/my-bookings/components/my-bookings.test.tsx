import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { renderApp } from '@/testing/render-app';
import {
  inProgressBooking,
  listQueries,
  mockMyBookingsApi,
  pageOf,
  requestedBooking,
} from '../testing/my-bookings-fixtures';

beforeAll(async () => {
  await import('./my-bookings');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
  document.cookie = `auth_token=${unsignedJwt(usCustomerClaims)}; path=/`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const table = () => screen.getByRole('table', { name: /^Bookings/ });

describe('My bookings', () => {
  it('lists the bookings, each opening its page', async () => {
    const fetchMock = mockMyBookingsApi(() => pageOf([requestedBooking, inProgressBooking]));
    renderApp({ url: '/shipments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My shipments' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bookings: 2' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toHaveTextContent('Home/My shipments');
    const row = within(table()).getByRole('row', { name: /^SH-000123/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'PO-4471',
      'Booking Requested',
      'FCL',
      '\u2068Shanghai, CN (CNSHA)\u2069 to \u2068Los Angeles, US (USLAX)\u2069',
      'Jan 10, 2030',
      '$2,700.00',
      'Pending: 3',
      'Open',
    ]);
    expect(within(row).getByRole('link', { name: 'Open booking SH-000123' })).toHaveAttribute(
      'href',
      `/booking/${requestedBooking.bookingUuid}`,
    );
    expect(within(table()).getByRole('row', { name: /^SH-000124/ })).toHaveTextContent('None');
    expect(listQueries(fetchMock)).toEqual(['?page=1&pageSize=20']);
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by status and mode, keeps them in the address, and searches from 3 characters', async () => {
    const fetchMock = mockMyBookingsApi((query) => pageOf(query.get('status') === 'P' ? [inProgressBooking] : []));
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/shipments' });
    await screen.findByRole('heading', { name: 'Bookings: 0' });
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Booking Requested', 'Booking In Progress', 'Booking Cancelled', 'Booking Complete']);
    expect(
      within(screen.getByLabelText('Mode'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All modes', 'FCL', 'LCL', 'Air', 'LTL']);
    await user.selectOptions(screen.getByLabelText('Status'), 'P');
    await user.selectOptions(screen.getByLabelText('Mode'), 'LCL');
    await waitFor(() => expect(within(table()).getByRole('row', { name: /^SH-000124/ })).toBeInTheDocument());
    await user.type(screen.getByLabelText(/^Search by booking ID/), 'SH');
    await user.type(screen.getByLabelText(/^Search by booking ID/), '-0');
    await waitFor(() => expect(router.state.location.search).toBe('?status=P&mode=LCL&search=SH-0'));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toBe('?status=P&mode=LCL&search=SH-0&page=1&pageSize=20'),
    );
    // Fewer than 3 characters are not searched for.
    expect(listQueries(fetchMock).filter((query) => query.includes('search=SH&'))).toEqual([]);
  });

  it('reads the filters and the page from the address, and pages on', async () => {
    const fetchMock = mockMyBookingsApi((query) => pageOf([requestedBooking], 45, Number(query.get('page'))));
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/shipments?status=R&mode=FCL' });
    await screen.findByRole('heading', { name: 'Bookings: 45' });
    expect(screen.getByLabelText('Status')).toHaveValue('R');
    expect(screen.getByLabelText('Mode')).toHaveValue('FCL');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=R&mode=FCL&page=2'));
    await waitFor(() =>
      expect(listQueries(fetchMock)).toEqual([
        '?status=R&mode=FCL&page=1&pageSize=20',
        '?status=R&mode=FCL&page=2&pageSize=20',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Page 2, current page' })).toHaveAttribute('aria-current', 'page');
  });

  it('leads to a new quote when there is no booking yet', async () => {
    mockMyBookingsApi(() => pageOf([]));
    renderApp({ url: '/shipments' });
    expect(await screen.findByRole('heading', { name: 'You have no bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new quote' })).toHaveAttribute('href', '/get-quote/ocean');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers to clear filters that keep nothing', async () => {
    mockMyBookingsApi((query) => pageOf(query.has('status') ? [] : [requestedBooking]));
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/es/shipments?status=C' });
    expect(await screen.findByRole('heading', { name: 'Ninguna reserva coincide con estos filtros' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Borrar los filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Reservas: 1' })).toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    mockViewport('mobile');
    mockMyBookingsApi(() => pageOf([requestedBooking]));
    renderApp({ url: '/shipments' });
    expect(await screen.findByRole('heading', { level: 3, name: 'SH-000123' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open booking SH-000123' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    document.cookie = 'auth_token=; path=/; max-age=0';
    const fetchMock = mockMyBookingsApi(() => pageOf([]));
    renderApp({ url: '/shipments' });
    expect(await screen.findByText('Log in to see your bookings.')).toBeInTheDocument();
    expect(listQueries(fetchMock)).toEqual([]);
  });
});

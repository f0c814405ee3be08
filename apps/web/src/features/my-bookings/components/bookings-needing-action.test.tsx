import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { renderApp } from '@/testing/render-app';
import { listQueries, mockMyBookingsApi, pageOf, requestedBooking } from '../testing/my-bookings-fixtures';

// The part is a lazy chunk: transform it once up front (as the latest saved quotes' test). The first render of the
// whole app still transforms the shell and the dashboard: ~12 s on its own here, over 15 s in a full run on two busy
// cores, hence the test's own limit below.
beforeAll(async () => {
  await import('./bookings-needing-action');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
  document.cookie = `auth_token=${unsignedJwt(usCustomerClaims)}; path=/`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Shipments needing action on the dashboard', () => {
  it('lists the bookings that wait for the customer, each opening its pending actions', async () => {
    const fetchMock = mockMyBookingsApi((query) =>
      pageOf(query.get('needsAction') === 'true' ? [requestedBooking] : []),
    );
    renderApp({ url: '/' });
    const section = await screen.findByRole('region', { name: 'Shipments needing action' }, { timeout: 40_000 });
    const link = within(section).getByRole('link', { name: /SH-000123/ });
    expect(link).toHaveAttribute('href', `/booking/${requestedBooking.bookingUuid}?tab=pendingActions`);
    expect(section).toHaveTextContent('Booking Requested · Pending actions: 3');
    expect(within(section).getByRole('link', { name: 'All my bookings' })).toHaveAttribute('href', '/shipments');
    expect(listQueries(fetchMock)).toContain('?needsAction=true&page=1&pageSize=5');
  }, 45_000);

  it('shows nothing when no booking needs action', async () => {
    const fetchMock = mockMyBookingsApi(() => pageOf([]));
    renderApp({ url: '/' });
    await vi.waitFor(() => expect(listQueries(fetchMock)).toContain('?needsAction=true&page=1&pageSize=5'), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('region', { name: 'Shipments needing action' })).not.toBeInTheDocument();
  });
});

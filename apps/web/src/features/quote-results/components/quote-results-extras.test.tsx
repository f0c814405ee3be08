import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { brandWith, testBrand } from '@/testing/brand-fixture';
import { renderApp } from '@/testing/render-app';
import { maerskRate, msCRate, quoteId, quoteViewOf } from '@/testing/quote-view-fixture';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  await import('./quote-results');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'auth_token=; path=/; max-age=0';
});

describe('currency', () => {
  it('choosing EUR reads the quote again in euros', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== `/api/v2/quotes/customer/${quoteId}`) return new Response(null, { status: 404 });
      const currency = url.searchParams.get('currency');
      if (currency !== 'EUR') return json({ data: quoteViewOf([maerskRate]) });
      const euroRate = { ...maerskRate, total: { ...maerskRate.total, currency: 'EUR' as const, total: 170000 } };
      return json({ data: quoteViewOf([euroRate], { currency: 'EUR' }) });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderApp({ url: `/quotes/${quoteId}` });
    expect(await screen.findByRole('button', { name: 'Select Maersk, $1,850.00' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(await screen.findByRole('button', { name: 'Select Maersk, €1,700.00' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/v2/quotes/customer/${quoteId}?currency=EUR&lang=en`,
    );
  });
});

describe('partial quote', () => {
  it('says which legs are priced and the order partial routes are tried in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          data: quoteViewOf([{ ...maerskRate, routeKind: 'P2P', isPartial: true }], {
            quoteTypeCode: 'PIQ',
            isPartial: true,
            requestedRouteKind: 'D2D',
            pricedRouteKind: 'P2P',
          }),
        }),
      ),
    );
    renderApp({ url: `/quotes/${quoteId}` });
    expect(await screen.findByText('Part of your route is priced')).toBeInTheDocument();
    expect(
      screen.getByText('You asked for door to door; these rates cover port to port.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Pickup at origin: not priced/)).toBeInTheDocument();
    expect(screen.getByText('Main freight: priced')).toBeInTheDocument();
    expect(
      screen.getByText(/door to door → door to port → port to door → port to port/, { exact: false }),
    ).toBeInTheDocument();
  });
});

describe('analytics', () => {
  it('a signed-in customer sends quote displayed, then quote selected', async () => {
    document.cookie = `auth_token=${unsignedJwt(usCustomerClaims)}; path=/`;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith(`/api/v2/quotes/customer/${quoteId}?`)) {
        return json({ data: quoteViewOf([maerskRate, msCRate]) });
      }
      return init?.method === 'POST' ? new Response(null, { status: 204 }) : new Response(null, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const events = () =>
      fetchMock.mock.calls
        .filter(([input]) => String(input) === '/api/v2/events')
        .map(([, init]) => JSON.parse(String(init?.body)) as { name: string; properties: Record<string, unknown> });
    const user = userEvent.setup();
    renderApp({ url: `/quotes/${quoteId}` });
    await user.click(await screen.findByRole('button', { name: 'Select MSC, $1,500.00' }));
    await waitFor(() =>
      expect(events()).toEqual([
        { name: 'quote_displayed', properties: { quoteId, shipmentType: 'FCL', rateCount: 2 } },
        { name: 'quote_selected', properties: { quoteId, rateId: msCRate.uuid } },
      ]),
    );
    expect(within(screen.getByRole('list', { name: 'Rates' })).getAllByRole('article')).toHaveLength(2);
  });
});

describe('staff customer view', () => {
  const brand = brandWith({ featureFlags: { ...testBrand.featureFlags, optimizedQuoteResult: true } });
  const staffCookie = () => {
    document.cookie = `auth_token=${unsignedJwt({ ...usCustomerClaims, is_internal_user: true })}; path=/`;
  };
  const answer = (shipmentType: 'FCL' | 'LCL') =>
    vi.fn(async () => json({ data: quoteViewOf([maerskRate, msCRate], { shipmentType }) }));

  it('FCL: staff start on all rates with internal data; the customer view hides it and shows best rates', async () => {
    staffCookie();
    vi.stubGlobal('fetch', answer('FCL'));
    const user = userEvent.setup();
    renderApp({ url: `/quotes/${quoteId}`, brand });
    const toggle = await screen.findByRole('switch', { name: 'Customer view' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select Maersk, $1,850.00' }));
    expect(await screen.findByRole('region', { name: 'Internal data' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('tab', { name: 'Best rates' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('region', { name: 'Internal data' })).not.toBeInTheDocument();
  });

  it('LCL: no customer-view toggle', async () => {
    staffCookie();
    vi.stubGlobal('fetch', answer('LCL'));
    renderApp({ url: `/quotes/${quoteId}`, brand });
    expect(await screen.findByRole('heading', { name: 'Filters (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Customer view' })).not.toBeInTheDocument();
  });
});

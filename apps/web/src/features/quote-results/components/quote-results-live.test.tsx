import type { QuoteView } from '@freightdesk/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { localToday } from '@/lib/local-today';
import { brandWith, testBrand } from '@/testing/brand-fixture';
import { renderApp } from '@/testing/render-app';
import { cmaRate, maerskRate, msCRate, quoteId, quoteViewOf } from '@/testing/quote-view-fixture';

const newYork = 'USNYC/PORT/New%20York/US';
const looseCargo = 'type=manual&w=800&wu=Kg&v=3&vu=M3';

type Handler = (url: string, init: RequestInit | undefined) => Response | undefined;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockApi(handler: Handler) {
  const fetchMock = vi.fn(
    async (input: RequestInfo | URL, init?: RequestInit) =>
      handler(String(input), init) ?? new Response(null, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const postedBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && String(input).startsWith('/api/v2/quotes?'))
    .map(([, init]) => JSON.parse(String(init?.body)) as QuoteView['search']);

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Rates' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

beforeAll(async () => {
  await Promise.all([import('./quote-results'), import('./search-results'), import('./combined-quote-results')]);
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('live rates', () => {
  it('rates from the event stream wait behind "new rates" instead of moving the list', async () => {
    const first = quoteViewOf([maerskRate], { isCompleted: false });
    const completed = quoteViewOf([maerskRate, msCRate], { isCompleted: true });
    mockApi((url) => {
      if (url.startsWith(`/api/v2/quotes/customer/${quoteId}/events`)) {
        return new Response(
          `event: quote\ndata: ${JSON.stringify(completed)}\n\nevent: end\ndata: {"isCompleted":true}\n\n`,
          { headers: { 'content-type': 'text/event-stream' } },
        );
      }
      if (url.startsWith(`/api/v2/quotes/customer/${quoteId}?`)) return json({ data: first });
      return undefined;
    });
    const user = userEvent.setup();
    renderApp({ url: `/progressive-quotes/${quoteId}` });
    await screen.findByText('Rates found: 1', {}, { timeout: 5000 });
    const showNew = await screen.findByRole('button', { name: 'New rates: 1 — show' });
    expect(cardNames()).toEqual(['Maersk']);
    await user.click(showNew);
    expect(cardNames()).toEqual(['MSC', 'Maersk']);
    expect(screen.queryByRole('button', { name: /New rates/ })).not.toBeInTheDocument();
  });
});

describe('search addresses', () => {
  // The quote is answered with its view (ADR 071): the results need not read it.
  const quoteAnswer: Handler = (url, init) =>
    init?.method === 'POST' && url === '/api/v2/quotes?lang=en'
      ? json({ data: quoteViewOf([maerskRate]) }, 201)
      : undefined;

  it('prices the search of the address, a past ready date read as today', async () => {
    const fetchMock = mockApi(quoteAnswer);
    renderApp({
      url: `/quotes/FCL/CNSHA/PORT/Shanghai/CN/${newYork}?cargoReadyDate=2020-01-15&type=manual&dv40=2`,
    });
    expect(await screen.findByText('Rates found: 1')).toBeInTheDocument();
    expect(postedBodies(fetchMock)).toEqual([
      expect.objectContaining({
        shipmentType: 'FCL',
        cargoReadyDate: localToday(),
        origin: expect.objectContaining({ code: 'CNSHA', city: 'Shanghai' }),
        cargo: { kind: 'containers', containers: [{ containerType: 'DV40', quantity: 2 }] },
      }),
    ]);
  });

  it('CITY_NOT_FOUND: the city is found by the port code before pricing', async () => {
    const fetchMock = mockApi((url, init) => {
      if (url.startsWith('/api/v2/places?') && url.includes('query=CNSHA')) {
        return json({ data: [{ name: 'Shanghai', city: 'Shanghai', code: 'CNSHA', countryIsoCode: 'CN' }] });
      }
      return quoteAnswer(url, init);
    });
    renderApp({
      url: `/quotes/FCL/CNSHA/PORT/CITY_NOT_FOUND/CN/${newYork}?cargoReadyDate=2099-01-15&type=manual&dv40=1`,
    });
    expect(await screen.findByText('Rates found: 1')).toBeInTheDocument();
    expect(postedBodies(fetchMock)[0]?.origin.city).toBe('Shanghai');
  });

  it('an address that is not a search says so and leads to a new quote', async () => {
    mockApi(() => undefined);
    renderApp({ url: '/quotes/FCL/CNSHA/BOAT/Shanghai/CN/USNYC/PORT/New%20York/US' });
    expect(await screen.findByText('This address does not describe a search we can read.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new quote' })).toBeInTheDocument();
  });
});

describe('with the optimized result and the tabular rate card', () => {
  const brand = brandWith({
    featureFlags: { ...testBrand.featureFlags, optimizedQuoteResult: true, tabularRateCard: true },
  });

  it('best rates come first; all rates and the table are a click away', async () => {
    mockApi((url) =>
      url.startsWith(`/api/v2/quotes/customer/${quoteId}?`)
        ? json({ data: quoteViewOf([maerskRate, msCRate, cmaRate]) })
        : undefined,
    );
    const user = userEvent.setup();
    renderApp({ url: `/quotes/${quoteId}`, brand });
    const best = await screen.findByRole('tab', { name: 'Best rates' });
    expect(best).toHaveAttribute('aria-selected', 'true');
    // Recommended and cheapest (MSC), fastest (CMA CGM).
    expect(within(screen.getByRole('list', { name: 'Best rates' })).getAllByRole('article')).toHaveLength(2);
    // The tabs by keyboard: the arrow moves to the other tab, Enter chooses it.
    act(() => best.focus());
    await user.keyboard('{ArrowRight}');
    const all = screen.getByRole('tab', { name: 'All rates (3)' });
    expect(all).toHaveFocus();
    expect(all).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Rates' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });
});

describe('combined quote', () => {
  it('prices one loose cargo as LCL and as FCL and compares them', async () => {
    const lclId = '11111111-1111-4111-8111-111111111111';
    const fclId = '22222222-2222-4222-8222-222222222222';
    const fetchMock = mockApi((url, init) => {
      if (init?.method !== 'POST' || url !== '/api/v2/quotes?lang=en') return undefined;
      const body = JSON.parse(String(init.body)) as { shipmentType: string };
      return body.shipmentType === 'LCL'
        ? json({ data: quoteViewOf([{ ...msCRate, shipmentType: 'LCL' }], { uuid: lclId, shipmentType: 'LCL' }) }, 201)
        : json({ data: quoteViewOf([maerskRate, cmaRate], { uuid: fclId }) }, 201);
    });
    renderApp({
      url: `/combined-quotes/fcl-lcl/CNSHA/PORT/Shanghai/CN/${newYork}?cargoReadyDate=2099-01-15&${looseCargo}`,
    });
    const comparison = await screen.findByRole('table', { name: 'LCL and FCL compared' });
    expect(await within(comparison).findByText('$1,850.00')).toBeInTheDocument();
    expect(within(comparison).getByText('$1,500.00')).toBeInTheDocument();
    expect(postedBodies(fetchMock).map((body) => [body.shipmentType, body.cargo?.kind])).toEqual([
      ['LCL', 'totalVolume'],
      ['FCL', 'containers'],
    ]);
  });
});

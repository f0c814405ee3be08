import type { QuoteView } from '@freightdesk/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { unsignedJwt, usCustomerClaims } from '@/lib/session/testing/session-fixtures';
import { axeViolations } from '@/testing/axe';
import { QueryClientProvider } from '@tanstack/react-query';
import { setAppQueryClient } from '@/lib/app-query-client';
import { readQuoteAtStart } from '@/lib/quote-view-query';
import { createTestQueryClient, renderApp, renderInApp } from '@/testing/render-app';
import { cmaRate, maerskRate, msCRate, quoteId, quoteViewOf } from '@/testing/quote-view-fixture';
import { QuoteLoader, slowLoadAfterMs } from './quote-loader';

const quotePath = `/api/v2/quotes/customer/${quoteId}`;

/** The quote read answers `status` with `body`; every other call is an empty 404. */
function mockQuoteRead(status: number, body: unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith(`${quotePath}?`)) {
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }
    return new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const showQuote = (quote: QuoteView) => mockQuoteRead(200, { data: quote });
const rateCards = () => within(screen.getByRole('list', { name: 'Rates' })).getAllByRole('article');

beforeAll(async () => {
  await import('./quote-results');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.cookie = 'auth_token=; path=/; max-age=0';
});

describe('quote results', () => {
  it('a quote asked for as the app starts is read once: before the page renders, not again (ADR 090)', async () => {
    const fetchMock = showQuote(quoteViewOf([maerskRate, cmaRate]));
    const queryClient = createTestQueryClient();
    setAppQueryClient({ client: queryClient, Provider: QueryClientProvider });
    readQuoteAtStart(quoteId, 'en');
    const quoteReads = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith(`${quotePath}?`));
    await vi.waitFor(() => expect(quoteReads()).toHaveLength(1));
    renderApp({ url: `/quotes/${quoteId}`, queryClient });
    expect(await screen.findByText('Rates found: 2')).toBeInTheDocument();
    expect(quoteReads()).toHaveLength(1);
  });

  it('sorted by lowest price, the cheapest rate comes first', async () => {
    showQuote(quoteViewOf([maerskRate, cmaRate, msCRate]));
    const user = userEvent.setup();
    renderApp({ url: `/quotes/${quoteId}` });
    expect(await screen.findByText('Rates found: 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest price');
    expect(rateCards().map((card) => card.getAttribute('aria-label'))).toEqual(['CMA CGM', 'Maersk', 'MSC']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Lowest price');
    expect(rateCards().map((card) => card.getAttribute('aria-label'))).toEqual(['MSC', 'Maersk', 'CMA CGM']);
    expect(within(rateCards()[0]!).getByText('$1,500.00')).toBeInTheDocument();
  });

  it('a carrier filter narrows the list and the filter count shows 1; reset brings every rate back', async () => {
    showQuote(quoteViewOf([maerskRate, cmaRate, msCRate]));
    const user = userEvent.setup();
    renderApp({ url: `/quotes/${quoteId}` });
    expect(await screen.findByRole('heading', { name: 'Filters (0)' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'Carrier' })).getByRole('checkbox', { name: 'MSC (MSCU)' }),
    );
    expect(await screen.findByText('Rates found: 1')).toBeInTheDocument();
    expect(rateCards().map((card) => card.getAttribute('aria-label'))).toEqual(['MSC']);
    expect(screen.getByRole('heading', { name: 'Filters (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Rates found: 3')).toBeInTheDocument();
  });

  it('the price sliders keep the rates in their range, the lowest never passing the highest', async () => {
    showQuote(quoteViewOf([maerskRate, cmaRate, msCRate]));
    renderApp({ url: `/quotes/${quoteId}` });
    expect(await screen.findByText('Rates found: 3')).toBeInTheDocument();
    const highest = screen.getByRole('slider', { name: 'Highest price' });
    fireEvent.change(highest, { target: { value: '190000' } });
    expect(highest).toHaveAttribute('aria-valuetext', '$1,900.00');
    expect(screen.getByText('Rates found: 2')).toBeInTheDocument();
    expect(rateCards().map((card) => card.getAttribute('aria-label'))).toEqual(['MSC', 'Maersk']);
    const lowest = screen.getByRole('slider', { name: 'Lowest price' });
    fireEvent.change(lowest, { target: { value: '1000000' } });
    expect(lowest).toHaveAttribute('aria-valuetext', '$1,900.00');
  });

  it('the detail panel waits for a rate, then its groups add up to the total', async () => {
    showQuote(quoteViewOf([maerskRate, msCRate]));
    const user = userEvent.setup();
    renderApp({ url: `/quotes/${quoteId}` });
    expect(await screen.findByRole('heading', { name: 'Details unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Select a rate to view details')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select Maersk, $1,850.00' }));
    const detail = await screen.findByRole('region', { name: 'Rate details: Maersk' });
    const breakdown = within(detail).getByRole('table', { name: 'Charge breakdown' });
    const subtotal = (group: string) => within(breakdown).getByRole('rowheader', { name: group }).nextElementSibling;
    expect(subtotal('Origin port charges')).toHaveTextContent('$200.00');
    expect(subtotal('Freight')).toHaveTextContent('$1,500.00');
    expect(subtotal('Destination port charges')).toHaveTextContent('$200.00');
    expect(subtotal('Taxes')).toHaveTextContent('$50.00');
    expect(subtotal('Discounts')).toHaveTextContent('$100.00');
    // 200 + 1,500 + 200 + 50 − 100 = 1,850
    expect(subtotal('Total')).toHaveTextContent('$1,850.00');
    const notIncluded = within(detail).getByRole('region', { name: 'Not included in this price' });
    expect(within(notIncluded).getByText('Customs duties and import taxes')).toBeInTheDocument();
    expect(
      within(notIncluded).getByText('Demurrage and detention beyond the free days (origin: 7, destination: 7)'),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('an expired quote (410) still shows its rates, flagged expired', async () => {
    mockQuoteRead(410, { message: 'QUOTE_EXPIRED', data: quoteViewOf([maerskRate]) });
    renderApp({ url: `/anonymous-quote/${quoteId}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote has expired.');
    expect(await screen.findByText('Rates found: 1')).toBeInTheDocument();
  });

  it('a quote that does not exist (404) says so and offers a new quote, not a retry', async () => {
    mockQuoteRead(404, { message: 'QUOTE_NOT_FOUND' });
    renderApp({ url: `/quotes/${quoteId}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this quote.');
    expect(screen.getByRole('link', { name: 'Start a new quote' })).toHaveAttribute('href', '/get-quote/ocean');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('choosing an expired rate says booking is not available', async () => {
    showQuote(quoteViewOf([{ ...maerskRate, expirationDate: '2020-01-31' }]));
    const user = userEvent.setup();
    renderApp({ url: `/quotes/${quoteId}` });
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select Maersk, $1,850.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking Not Available for Expired Quotes' });
    expect(dialog).toHaveTextContent(
      'The rate is no longer available. Please request a new quote to continue with your booking.',
    );
  });

  it('the anonymous rate route opens with that rate chosen', async () => {
    showQuote(quoteViewOf([maerskRate, msCRate]));
    renderApp({ url: `/anonymous-quote/${quoteId}/rate/${msCRate.uuid}` });
    expect(await screen.findByRole('region', { name: 'Rate details: MSC' })).toBeInTheDocument();
  });

  it('staff start with the internal data on (filter count 1) and see it in the details', async () => {
    document.cookie = `auth_token=${unsignedJwt({ ...usCustomerClaims, is_internal_user: true })}; path=/`;
    showQuote(quoteViewOf([maerskRate]));
    const user = userEvent.setup();
    renderApp({ url: `/quotes/${quoteId}` });
    expect(await screen.findByRole('heading', { name: 'Filters (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select Maersk, $1,850.00' }));
    const internal = await screen.findByRole('region', { name: 'Internal data' });
    expect(internal).toHaveTextContent('CN-2030-001');
    expect(internal).toHaveTextContent('204E');
  });

  it('customers never see an internal-data section', async () => {
    document.cookie = `auth_token=${unsignedJwt(usCustomerClaims)}; path=/`;
    showQuote(quoteViewOf([maerskRate]));
    const user = userEvent.setup();
    renderApp({ url: `/quotes/${quoteId}` });
    await user.click(await screen.findByRole('button', { name: 'Select Maersk, $1,850.00' }));
    expect(await screen.findByRole('region', { name: 'Rate details: Maersk' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Internal data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Viewing options' })).not.toBeInTheDocument();
  });

  it('in Spanish: the texts and the prices follow the language', async () => {
    const fetchMock = showQuote(quoteViewOf([maerskRate]));
    renderApp({ url: `/es/quotes/${quoteId}` });
    expect(await screen.findByRole('heading', { name: 'Detalles no disponibles' })).toBeInTheDocument();
    expect(screen.getByText('Tarifas encontradas: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Elegir Maersk, 1850,00\sUS\$$/ })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('lang=es');
  });

  it('no rates: "No results found", and the page offers a custom quote', async () => {
    showQuote(quoteViewOf([], { quoteTypeCode: 'NIQ', pricedRouteKind: null, noInstantQuoteReason: 'NO_RATES' }));
    renderApp({ url: `/quotes/${quoteId}` });
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Request a custom quote' })).toBeInTheDocument();
  });
});

describe('the loader', () => {
  it('shows its steps, and after a long wait offers to try again or go to the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onRetry = vi.fn();
    renderInApp(<QuoteLoader step="waitingForRates" onRetry={onRetry} />);
    expect(await screen.findByText('Checking route availability')).toBeInTheDocument();
    expect(screen.getByText('Waiting for rates')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(slowLoadAfterMs));
    const dialog = await screen.findByRole('dialog', { name: 'This is taking longer than usual' });
    expect(within(dialog).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/');
    within(dialog).getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

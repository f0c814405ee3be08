import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { renderApp } from '@/testing/render-app';
import { choosePlace, dateInDays, mockQuoteApi, typeInto, typeIntoNth, type QuoteApi } from '../testing/quote-form-kit';

beforeAll(async () => {
  await import('./quote-form');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const visitor = 'quoteCategory=commercial&customerProfile=business';
const placeSearches = (api: QuoteApi) =>
  api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v2/places');

async function fillOneRow(user: ReturnType<typeof userEvent.setup>) {
  const labels = [/^Length/, /^Width/, /^Height/, /^Weight per package/];
  for (const label of labels) await typeIntoNth(user, label, 0, '40');
}

describe('US LTL quote form', () => {
  it('offers every freight class and "I do not know", and searches US doors only', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: `/get-quote/road?${visitor}` });
    const freightClass = await screen.findByLabelText(/^Freight class/);
    const options = within(freightClass).getAllByRole('option');
    expect(options).toHaveLength(19);
    expect(options.at(-1)).toHaveTextContent('I do not know');
    await choosePlace(user, /^Origin/, 'Mia', '33101');
    const search = placeSearches(api)[0];
    expect(search?.searchParams.get('types')).toBe('POSTAL_CODE,CITY');
    expect(search?.searchParams.get('country')).toBe('US');
  });

  it('sends the freight class chosen and refuses a pallet taller than 48 in before sending', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: `/get-quote/road?${visitor}` });
    await screen.findByLabelText(/^Freight class/);
    await choosePlace(user, /^Origin/, 'Mia', '33101');
    await choosePlace(user, /^Destination/, '787', '78701');
    await typeInto(user, /^Cargo ready date/, dateInDays(1));
    await user.selectOptions(screen.getByLabelText(/^Freight class/), '77.5');
    await user.selectOptions(screen.getByLabelText(/^Size unit/), 'in');
    await fillOneRow(user);
    await typeIntoNth(user, /^Height/, 0, '49');
    expect(await screen.findByText(/^Package height: 49 in, at most 48 in \(Package row 1\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(api.quoteBodies()).toEqual([]);

    await typeIntoNth(user, /^Height/, 0, '48');
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(api.quoteBodies()).toHaveLength(1));
    expect(api.quoteBodies()[0]).toMatchObject({
      shipmentType: 'LTL',
      freightClass: 77.5,
      origin: { code: '33101', type: 'POSTAL_CODE', city: 'Miami' },
    });
  }, 40_000);
});

describe('parcel quote forms', () => {
  it('quotes an international parcel door to door by air, without the known-shipper question', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: `/get-quote/parcel?${visitor}` });
    await user.click(await screen.findByRole('button', { name: 'Get quotes' }));
    expect(await screen.findByText('Length must be above 0')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Are you a known shipper?' })).not.toBeInTheDocument();
    await choosePlace(user, /^Origin/, 'Mia', '33101');
    expect(placeSearches(api)[0]?.searchParams.get('country')).toBeNull();
  });

  it('keeps a US domestic parcel inside the US', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: `/get-quote/parcel?countryIsoCode=US&${visitor}` });
    await screen.findByRole('button', { name: 'Get quotes' });
    await choosePlace(user, /^Destination/, '787', '78701');
    expect(placeSearches(api)[0]?.searchParams.get('country')).toBe('US');
  });
});

describe('DAP quote form (docs/product/quoting.md#delivered-at-place)', () => {
  it('reads the date as the estimated arrival and starts at a port abroad', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: `/get-quote/dap?selectedShipmentType=LCL&${visitor}` });
    await screen.findByRole('button', { name: 'Get quotes' });
    await typeInto(user, /^Estimated arrival date/, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(await screen.findByText('Estimated arrival date cannot be in the past')).toBeInTheDocument();
    await choosePlace(user, /^Origin/, 'los', 'USLAX');
    expect(placeSearches(api)[0]?.searchParams.get('types')).toBe('PORT');
    expect(await screen.findByText('A delivered-at-place quote starts outside the US')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await choosePlace(user, /^Origin/, 'ham', 'DEHAM');
    expect(screen.queryByText('A delivered-at-place quote starts outside the US')).not.toBeInTheDocument();
    await choosePlace(user, /^Destination/, 'Mia', '33101');
    expect(placeSearches(api).at(-1)?.searchParams.get('country')).toBe('US');
    expect(api.quoteBodies()).toEqual([]);
  });

  it('asks for the mode when the shortcut does not fix it', async () => {
    mockQuoteApi();
    renderApp({ url: `/get-quote/dap?${visitor}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'How would you like to ship?' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /\((FCL|LCL)\)|^Air freight/ })).toHaveLength(3);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { renderApp } from '@/testing/render-app';
import { createdQuoteId, fillRoute, mockQuoteApi, typeInto, typeIntoNth } from '../testing/quote-form-kit';

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
const totals = () => within(screen.getByLabelText('Cargo totals'));

async function fillRow(user: ReturnType<typeof userEvent.setup>, index: number, row: string[]) {
  const labels = [/^Quantity/, /^Length/, /^Width/, /^Height/, /^Weight per package/];
  for (const [position, label] of labels.entries()) await typeIntoNth(user, label, index, row[position] ?? '');
}

describe('LCL quote form (docs/product/quoting.md#cargo)', () => {
  it('sends two dimension rows in inches and pounds, with the live totals shown', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    const { router } = renderApp({ url: `/get-quote/ocean?selectedShipmentType=LCL&${visitor}` });
    await screen.findByRole('button', { name: 'Get quotes' });
    await fillRoute(user, { query: 'shang', code: 'CNSHA' }, { query: 'los', code: 'USLAX' });
    await user.selectOptions(screen.getByLabelText(/^Size unit/), 'in');
    await user.selectOptions(screen.getByLabelText(/^Weight unit/), 'Lb');
    await fillRow(user, 0, ['2', '40', '48', '50', '300']);
    await user.click(screen.getByRole('button', { name: 'Add a package row' }));
    await fillRow(user, 1, ['1', '20', '20', '20', '50']);
    // 2 × 40×48×50 in = 2 × 1.573 m³, plus 20×20×20 in = 0.131 m³; 650 lb = 294.835 kg.
    expect(totals().getByText('3.277 m³')).toBeInTheDocument();
    expect(totals().getByText('294.835 kg')).toBeInTheDocument();
    expect(totals().getByText('3,277 kg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/progressive-quotes/${createdQuoteId}`));
    expect(api.quoteBodies()[0]).toMatchObject({
      shipmentType: 'LCL',
      cargo: {
        kind: 'dimensionRows',
        rows: [
          { quantity: 2, length: 40, width: 48, height: 50, dimensionUnit: 'in', weight: 300, weightUnit: 'Lb' },
          { quantity: 1, length: 20, width: 20, height: 20, dimensionUnit: 'in', weight: 50, weightUnit: 'Lb' },
        ],
      },
    });
  }, 40_000);

  it('allows three rows at most', async () => {
    mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: `/get-quote/ocean?selectedShipmentType=LCL&${visitor}` });
    await user.click(await screen.findByRole('button', { name: 'Add a package row' }));
    await user.click(screen.getByRole('button', { name: 'Add a package row' }));
    expect(screen.getAllByRole('group', { name: /^Package row/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add a package row' })).not.toBeInTheDocument();
  });

  it('names a row measure that is missing', async () => {
    mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: `/get-quote/ocean?selectedShipmentType=LCL&${visitor}` });
    await user.click(await screen.findByRole('button', { name: 'Get quotes' }));
    expect(await screen.findByText('Length must be above 0')).toBeInTheDocument();
    expect(screen.getByText('Weight per package must be above 0')).toBeInTheDocument();
  });

  it('shows the LCL volume limit, advises a full container and sends nothing', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: `/get-quote/ocean?selectedShipmentType=LCL&${visitor}` });
    await screen.findByRole('button', { name: 'Get quotes' });
    await fillRoute(user, { query: 'shang', code: 'CNSHA' }, { query: 'los', code: 'USLAX' });
    await user.click(screen.getByRole('switch', { name: 'Give total weight and volume instead' }));
    await typeInto(user, /^Total volume/, '25');
    const alert = await screen.findByText('Cargo limit exceeded');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('A full container suits it better');
    expect(screen.getByText(/Total volume: 25 m³, at most 20 m³/)).toHaveTextContent('Ask for a full container (FCL)');
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(api.quoteBodies()).toEqual([]);
  });
});

describe('air quote form', () => {
  it('shows the volume limit over 20 m³ and makes no POST', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: `/get-quote/air?${visitor}` });
    await screen.findByRole('button', { name: 'Get quotes' });
    await fillRoute(user, { query: 'PVG', code: 'PVG' }, { query: 'LAX', code: 'LAX' });
    await user.click(screen.getByRole('switch', { name: 'Give total weight and volume instead' }));
    await typeInto(user, /^Total volume/, '21');
    expect(await screen.findByText('Cargo limit exceeded')).toBeInTheDocument();
    expect(screen.getByText('Total volume: 21 m³, at most 20 m³')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('asks whether the shipper is known and sends the answer with the airports', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: `/get-quote/air?${visitor}` });
    await screen.findByRole('button', { name: 'Get quotes' });
    expect(screen.getByRole('radiogroup', { name: 'Are you a known shipper?' })).toBeInTheDocument();
    await fillRoute(user, { query: 'PVG', code: 'PVG' }, { query: 'LAX', code: 'LAX' });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('switch', { name: 'Give total weight and volume instead' }));
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(api.quoteBodies()).toHaveLength(1));
    expect(api.quoteBodies()[0]).toMatchObject({
      shipmentType: 'AIR',
      isKnownShipper: true,
      origin: { code: 'PVG', type: 'AIRPORT', iataCode: 'PVG' },
      cargo: { kind: 'totalVolume', total: { weight: 100, weightUnit: 'Kg', volume: 1, volumeUnit: 'M3' } },
    });
    const placeCalls = api.fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('places'));
    expect(placeCalls[0]).toContain('types=AIRPORT%2CPOSTAL_CODE%2CCITY');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { applyLanguage } from '@/lib/i18n/i18n';
import { brandWith } from '@/testing/brand-fixture';
import { renderApp } from '@/testing/render-app';
import { choosePlace, createdQuoteId, dateInDays, fillRoute, mockQuoteApi, typeInto } from '../testing/quote-form-kit';

beforeAll(async () => {
  await import('./quote-form');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

const fclUrl = '/get-quote/ocean?selectedShipmentType=FCL&quoteCategory=commercial&customerProfile=business';

describe('FCL quote form (docs/product/quoting.md#cargo)', () => {
  it('walks a visitor from the profile to an FCL quote, then opens its progressive results', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/get-quote/ocean?selectedShipmentType=FCL' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Which describes you best?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Business/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your shipment' })).toHaveFocus();

    await choosePlace(user, /^Origin/, 'shang', 'CNSHA');
    await choosePlace(user, /^Destination/, 'los', 'USLAX');
    await typeInto(user, /^Cargo ready date/, dateInDays(3));
    expect(screen.getByText('Ready in 2 weeks')).toBeInTheDocument();
    await typeInto(user, /^Quantity/, '2');
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/progressive-quotes/${createdQuoteId}`));
    // The results paint from the quote the form was answered with, without reading it again (ADR 071).
    expect(await screen.findByRole('button', { name: /^Select Maersk/ })).toBeInTheDocument();
    expect(api.fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/v2/quotes/customer/'),
    );
    expect(api.fetchMock).toHaveBeenCalledWith('/api/v2/quotes?lang=en', expect.objectContaining({ method: 'POST' }));
    expect(api.quoteBodies()).toEqual([
      expect.objectContaining({
        shipmentType: 'FCL',
        origin: { code: 'CNSHA', type: 'PORT', city: 'Shanghai', countryIsoCode: 'CN', iataCode: null },
        destination: expect.objectContaining({ code: 'USLAX', type: 'PORT' }),
        cargoReadyDate: dateInDays(3),
        cargo: { kind: 'containers', containers: [{ containerType: 'DV20', quantity: 2 }] },
        quoteCategory: 'commercial',
      }),
    ]);
    // The whole journey, the results page included: longer than one form's test.
  }, 30_000);

  it('keeps what was typed while the sign-in panel opens and closes over it', async () => {
    mockQuoteApi();
    const user = userEvent.setup();
    const { router } = renderApp({ url: fclUrl });
    await screen.findByRole('button', { name: 'Get quotes' });
    await typeInto(user, /^Quantity/, '3');
    await act(() => router.navigate(`${fclUrl}&authPanel=signIn`));
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeInTheDocument();
    await act(() => router.navigate(fclUrl));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Quantity/)).toHaveValue(3);
  });

  it('names each missing answer on its field and sends nothing', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: fclUrl });
    await user.click(await screen.findByRole('button', { name: 'Get quotes' }));
    expect(await screen.findByText('Choose the origin from the list')).toBeInTheDocument();
    expect(screen.getByText('Choose the destination from the list')).toBeInTheDocument();
    expect(screen.getByText('Cargo ready date is required')).toBeInTheDocument();
    expect(api.quoteBodies()).toEqual([]);
  });

  it('offers DV20, DV40 and DV40HC first and the other types on request', async () => {
    mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: fclUrl });
    const type = await screen.findByLabelText(/^Container type 1/);
    const offered = () =>
      within(type)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    expect(offered()).toEqual(['DV20', 'DV40', 'DV40HC']);
    await user.click(screen.getByRole('switch', { name: 'More container types' }));
    expect(offered()).toHaveLength(30);
    expect(within(type).getByRole('option', { name: "20' Reefer (RF20)" })).toBeInTheDocument();
  });

  it('shows the container count limit before sending, and sends nothing', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: fclUrl });
    await screen.findByRole('button', { name: 'Get quotes' });
    await fillRoute(user, { query: 'shang', code: 'CNSHA' }, { query: 'los', code: 'USLAX' });
    await typeInto(user, /^Quantity/, '11');
    expect(await screen.findByText('Cargo limit exceeded')).toBeInTheDocument();
    expect(screen.getByText('Too many containers for an instant quote.')).toBeInTheDocument();
    expect(screen.getByText('Containers: 11, at most 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(api.quoteBodies()).toEqual([]);
  });

  it('puts a 422 answer on the fields it names', async () => {
    mockQuoteApi({
      status: 422,
      body: { message: 'INVALID_SHIPPING_ROUTE', errors: { 'destination.type': ['invalidShippingRoute'] } },
    });
    const user = userEvent.setup();
    renderApp({ url: fclUrl });
    await screen.findByRole('button', { name: 'Get quotes' });
    await fillRoute(user, { query: 'shang', code: 'CNSHA' }, { query: 'los', code: 'USLAX' });
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(
      await screen.findByText('Invalid Shipping Route: a sea port and an airport cannot be mixed'),
    ).toBeInTheDocument();
  });

  it("shows a limit the server found as the code's message", async () => {
    mockQuoteApi({
      status: 422,
      body: { message: 'CARGO_LIMIT_EXCEEDED', errors: { cargo: ['fclMaxContainerCount.max'] } },
    });
    const user = userEvent.setup();
    renderApp({ url: fclUrl });
    await screen.findByRole('button', { name: 'Get quotes' });
    await fillRoute(user, { query: 'shang', code: 'CNSHA' }, { query: 'los', code: 'USLAX' });
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(await screen.findByText('The cargo exceeds the limits of this service.')).toBeInTheDocument();
  });

  it('says its messages in Spanish', async () => {
    mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: `/es${fclUrl}`, brand: brandWith({ supportedLanguages: ['en', 'es'] }) });
    await user.click(await screen.findByRole('button', { name: 'Obtener cotizaciones' }));
    expect(await screen.findByText('Elija el origen de la lista')).toBeInTheDocument();
    expect(screen.getByText('Fecha de carga lista es obligatorio')).toBeInTheDocument();
    await typeInto(user, /^Cantidad/, '11');
    expect(await screen.findByText('Límite de carga superado')).toBeInTheDocument();
  });
});

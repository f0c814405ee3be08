import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { applyLanguage } from '@/lib/i18n/i18n';
import { axeViolations } from '@/testing/axe';
import { renderApp } from '@/testing/render-app';
import { choosePlace, createdQuoteId, dateInDays, mockQuoteApi, typeInto } from '../testing/quote-form-kit';

beforeAll(async () => {
  await import('@/app/routes/get-quote');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await applyLanguage('en');
});

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
  });
});

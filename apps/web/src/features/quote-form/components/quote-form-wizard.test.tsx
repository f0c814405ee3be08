import { featureFlagNames, type FeatureFlags } from '@freightdesk/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport, signInAs } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { axeViolations } from '@/testing/axe';
import { brandWith } from '@/testing/brand-fixture';
import { renderApp } from '@/testing/render-app';
import { fillRoute, mockQuoteApi } from '../testing/quote-form-kit';

beforeAll(async () => {
  await import('./quote-form');
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'auth_token=; path=/; max-age=0';
});

const flags = (on: Partial<FeatureFlags>): FeatureFlags => ({
  ...(Object.fromEntries(featureFlagNames.map((name) => [name, false])) as FeatureFlags),
  ...on,
});

/** Every category and profile, like the sample brand. */
const fullBrand = (featureFlags: Partial<FeatureFlags> = {}) =>
  brandWith({
    quoteCategoryOptions: ['commercial', 'relocation', 'courier', 'student'],
    allowedUserProfile: ['individual', 'relocationCompany', 'business', 'agent', 'student'],
    customerProfileOptions: ['business', 'agent', 'mover', 'student'],
    featureFlags: flags(featureFlags),
  });
const question = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('quote form wizard (docs/product/quoting.md#results-screen)', () => {
  it("titles an unknown service 'Invalid service'", async () => {
    mockQuoteApi();
    renderApp({ url: '/get-quote/space' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid service' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Invalid service · Test Freight'));
  });

  it('asks a visitor the quote type, profile and shipment type, with a way back', async () => {
    mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: '/get-quote/ocean', brand: fullBrand() });
    expect(await question('What would you like to ship?')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Get a quote: Ocean freight · Test Freight'));
    // Courier is air only: it cannot quote ocean freight.
    expect(screen.queryByRole('button', { name: /^Courier and parcels/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Commercial cargo/ }));
    expect(await question('Which describes you best?')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Individual/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Business/ }));
    await question('How would you like to ship?');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await question('Which describes you best?');
    await user.click(screen.getByRole('button', { name: /^Freight agent/ }));
    await user.click(await screen.findByRole('button', { name: /^Shared container \(LCL\)/ }));
    expect(await question('Your shipment')).toHaveFocus();
    expect(screen.getByText('Get a quote: Ocean freight · Shared container (LCL)')).toBeInTheDocument();
  });

  it('skips the quote type and profile for a signed-in customer and sends a session-start event per step', async () => {
    signInAs();
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: '/get-quote/ocean' });
    await question('How would you like to ship?');
    await user.click(screen.getByRole('button', { name: /^Full container \(FCL\)/ }));
    await question('Your shipment');
    await waitFor(() =>
      expect(api.events()).toEqual([
        { name: 'quote_form_step_started', properties: { step: 3, stepName: 'shipmentType', serviceType: 'ocean' } },
        { name: 'quote_form_step_started', properties: { step: 4, stepName: 'shipmentForm', serviceType: 'ocean' } },
      ]),
    );
  });

  it('sends no analytics for a visitor', async () => {
    const api = mockQuoteApi();
    renderApp({ url: '/get-quote/air?customerProfile=business' });
    await question('Your shipment');
    expect(api.events()).toEqual([]);
  });

  it('asks the commodity when the brand wants it, with the notices of the commodity rules', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({
      url: '/get-quote/ocean?selectedShipmentType=FCL&quoteCategory=commercial&customerProfile=business',
      brand: fullBrand({ commodityInQuoteForm: true }),
    });
    await question('Your shipment');
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(await screen.findByText('Please select commodity type')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Commodity/), 'householdGoods');
    expect(
      await screen.findAllByText(
        'Sorry, this commodity is either prohibited from international trade and/or we are unable to handle it at ' +
          'the moment.',
      ),
    ).not.toHaveLength(0);
    expect(
      screen.getByText(
        'Test Freight quotes Household Goods for moving accounts only. Write to sales@test-freight.example and our ' +
          'sales team will help.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Commercial accounts cannot ship personal goods.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Commodity/), 'hazardousMaterial');
    expect(await screen.findByText('Special Commodity Handling')).toBeInTheDocument();
    await fillRoute(user, { query: 'shang', code: 'CNSHA' }, { query: 'los', code: 'USLAX' });
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    // Restricted goods still make a quote: sales answer it.
    await waitFor(() =>
      expect(api.quoteBodies()).toEqual([expect.objectContaining({ commodity: 'hazardousMaterial' })]),
    );
  }, 40_000);

  it('has no axe violations on a step and on the form with its errors', async () => {
    mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: '/get-quote/ocean?selectedShipmentType=LCL', brand: fullBrand() });
    await question('What would you like to ship?');
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Commercial cargo/ }));
    await user.click(await screen.findByRole('button', { name: /^Business/ }));
    await user.click(await screen.findByRole('button', { name: 'Get quotes' }));
    await screen.findByText('Choose the origin from the list');
    expect(await axeViolations()).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { applyLanguage } from '@/lib/i18n/i18n';
import { brandWith } from '@/testing/brand-fixture';
import { renderApp } from '@/testing/render-app';
import { fillMovingDetails, mockQuoteApi, typeIntoNth } from '../testing/quote-form-kit';

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

/** A brand that moves households: relocation with its profiles, in English, Spanish and Arabic. */
const movingBrand = brandWith({
  quoteCategoryOptions: ['commercial', 'relocation'],
  allowedUserProfile: ['individual', 'relocationCompany', 'business', 'agent'],
  customerProfileOptions: ['business', 'agent', 'mover'],
  supportedLanguages: ['en', 'es', 'ar'],
});

/** Step 5: the moving details, then on. */
async function passMovingDetails(user: ReturnType<typeof userEvent.setup>, dateLabel?: RegExp, next = 'Continue') {
  await screen.findByRole('heading', { level: 1, name: /Where are you moving\?|إلى أين تنتقل؟/ });
  await fillMovingDetails(user, dateLabel);
  await user.click(screen.getByRole('button', { name: next }));
}

describe('entire household quote form', () => {
  it('asks the profile, the moving details and the move size, then needs the size of the home', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: '/get-quote/entire-household', brand: movingBrand });
    await user.click(await screen.findByRole('button', { name: /^Individual/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Where are you moving?' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose the origin from the list')).toBeInTheDocument();
    expect(screen.getByText('Move date is required')).toBeInTheDocument();
    await fillMovingDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How should we size your move?' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^By the size of my home/ }));
    await screen.findByRole('heading', { level: 1, name: 'Your shipment' });
    expect(screen.getByText(/^Moving from Hamburg \(DEHAM\), Germany to Los Angeles \(USLAX\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(await screen.findByText('Choose the size of your home')).toBeInTheDocument();
    expect(api.quoteBodies()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '3 bedrooms' }));
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(api.quoteBodies()).toHaveLength(1));
    expect(api.quoteBodies()[0]).toMatchObject({
      shipmentType: 'FCL',
      origin: { code: 'DEHAM', type: 'PORT' },
      destination: { code: 'USLAX', type: 'PORT' },
      quoteCategory: 'relocation',
      commodity: null,
      cargo: { kind: 'apartment', apartmentType: '3BHK' },
    });
  }, 40_000);

  it('offers containers when a full container is needed', async () => {
    mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: '/get-quote/entire-household?customerProfile=individual', brand: movingBrand });
    await passMovingDetails(user);
    await user.click(await screen.findByRole('button', { name: /^I need a full container/ }));
    expect(await screen.findByLabelText(/^Container type 1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How should we size your move?' })).toBeInTheDocument();
  });
});

describe('a relocation from the ocean shortcut', () => {
  it('asks the moving details, then the moving type, which makes it a partial household move by LCL', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: '/get-quote/ocean', brand: movingBrand });
    await user.click(await screen.findByRole('button', { name: /^Relocation/ }));
    await user.click(await screen.findByRole('button', { name: /^Individual/ }));
    await passMovingDetails(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'What are you moving?' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^Part of my household/ }));
    await screen.findByRole('heading', { level: 1, name: 'Your shipment' });
    expect(screen.getByText(/^Moving from Hamburg \(DEHAM\), Germany to Los Angeles \(USLAX\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: /^My entire household/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How should we size your move?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^By the size of my home/ }));
    await screen.findByRole('heading', { level: 1, name: 'Your shipment' });
    await user.click(screen.getByRole('radio', { name: '3 bedrooms' }));
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(api.quoteBodies()).toHaveLength(1));
    expect(api.quoteBodies()[0]).toMatchObject({
      shipmentType: 'FCL',
      quoteCategory: 'relocation',
      cargo: { kind: 'apartment', apartmentType: '3BHK' },
    });
  }, 60_000);
});

describe('partial household and boxes-and-bags quote forms', () => {
  it("says 'Box Quantity Needed' when every count is 0, and sends nothing", async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: '/get-quote/partial-household?customerProfile=individual', brand: movingBrand });
    await passMovingDetails(user);
    await user.click(await screen.findByRole('button', { name: 'Get quotes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Box Quantity Needed: Enter at least one box');
    expect(screen.getByRole('group', { name: 'Boxes' })).toBeInTheDocument();
    expect(api.quoteBodies()).toEqual([]);
  });

  it('says it in Arabic too', async () => {
    mockQuoteApi();
    const user = userEvent.setup();
    renderApp({ url: '/ar/get-quote/partial-household?customerProfile=individual', brand: movingBrand });
    await passMovingDetails(user, /^تاريخ الانتقال/, 'متابعة');
    await user.click(await screen.findByRole('button', { name: 'احصل على الأسعار' }));
    const message = 'يلزم إدخال عدد الصناديق: أدخل صندوقًا واحدًا على الأقل';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('sends boxes and bags by their counts, prefilled from the onboarding answers', async () => {
    const api = mockQuoteApi();
    const user = userEvent.setup();
    renderApp({
      url: '/get-quote/boxes-bags?customerProfile=individual&smallBoxes=4&largeBoxes=1',
      brand: movingBrand,
    });
    await passMovingDetails(user);
    await screen.findByRole('button', { name: 'Get quotes' });
    expect(screen.getByLabelText(/^Small boxes/)).toHaveValue(4);
    await typeIntoNth(user, /^Medium boxes/, 0, '2');
    // 4 × 0.036 + 2 × 0.096 + 0.288 m³; 4 × 15 + 2 × 25 + 40 kg.
    expect(screen.getByLabelText('Cargo totals')).toHaveTextContent('0.624 m³');
    expect(screen.getByLabelText('Cargo totals')).toHaveTextContent('150 kg');
    await user.click(screen.getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(api.quoteBodies()).toHaveLength(1));
    expect(api.quoteBodies()[0]).toMatchObject({
      shipmentType: 'LCL',
      cargo: { kind: 'boxes', boxes: { small: 4, medium: 2, large: 1 } },
    });
  }, 40_000);
});

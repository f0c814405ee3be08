import { featureFlagNames, type FeatureFlags } from '@freightdesk/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockViewport, signInAs } from '@/components/layouts/app-shell/testing/shell-test-utils';
import { applyLanguage } from '@/lib/i18n/i18n';
import { localToday } from '@/lib/local-today';
import { axeViolations } from '@/testing/axe';
import { brandWith } from '@/testing/brand-fixture';
import { fillField } from '@/testing/fill-field';
import { renderApp } from '@/testing/render-app';

// The journey and the sign-up panel are lazy chunks: transform them once up front.
beforeAll(async () => {
  await Promise.all([
    import('./onboarding'),
    import('./get-quote'),
    import('./auth-panel-loader'),
    import('@/features/auth/components/auth-slide-out-panel'),
  ]);
}, 60_000);

beforeEach(() => {
  mockViewport('desktop');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  await applyLanguage('en');
});

const flags = (on: Partial<FeatureFlags>): FeatureFlags => ({
  ...(Object.fromEntries(featureFlagNames.map((name) => [name, false])) as FeatureFlags),
  ...on,
});

/** A brand offering every category and profile, like the sample brand. */
const journeyBrand = (featureFlags: Partial<FeatureFlags> = {}) =>
  brandWith({
    quoteCategoryOptions: ['commercial', 'relocation', 'courier', 'student'],
    allowedUserProfile: ['individual', 'relocationCompany', 'business', 'agent', 'student'],
    customerProfileOptions: ['business', 'agent', 'mover', 'student'],
    shipmentTypeOptions: ['FCL', 'LCL', 'AIR', 'LTL'],
    supportedLanguages: ['en', 'es', 'ar'],
    featureFlags: flags(featureFlags),
  });
const b2cBrand = () => journeyBrand({ b2cFlow: true, b2cInOnboarding: true });

const question = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const choice = (name: RegExp) => screen.getByRole('button', { name });
const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('onboarding journey (docs/product/accounts.md#onboarding)', () => {
  it('walks a commercial shipment from step 1 to 4, then opens its quote form and the sign-up', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/get-started', brand: journeyBrand() });
    expect(await question('What would you like to ship?')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Get started · Test Freight'));
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(
      screen
        .getAllByRole('listitem')
        .map((item) => item.querySelector('button')?.textContent)
        .filter(Boolean),
    ).toEqual([
      expect.stringMatching(/^Commercial cargo/),
      expect.stringMatching(/^Relocation/),
      expect.stringMatching(/^Courier and parcels/),
      expect.stringMatching(/^Student shipping/),
    ]);

    await user.click(choice(/^Commercial cargo/));
    const step2 = await question('Which describes you best?');
    expect(step2).toHaveFocus();
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '25');
    // Commercial allows business and agent only.
    expect(choice(/^Business/)).toBeInTheDocument();
    expect(choice(/^Freight agent/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Individual/ })).not.toBeInTheDocument();

    await user.click(choice(/^Business/));
    await question('How would you like to ship?');
    // LTL needs the LTL flags.
    expect(screen.queryByRole('button', { name: /^Road freight/ })).not.toBeInTheDocument();
    await user.click(choice(/^Shared container \(LCL\)/));

    await question('About your cargo');
    await user.click(screen.getByRole('button', { name: 'Get my quotes' }));
    expect(screen.getByLabelText(/^When is your cargo ready/)).toHaveAccessibleDescription('Choose a date');
    expect(screen.getByLabelText(/^What are you shipping/)).toHaveAccessibleDescription('Choose what you are shipping');
    expect(searchOf(router).get('authPanel')).toBeNull();

    const today = localToday();
    await fillField(user, /^When is your cargo ready/, today);
    await user.selectOptions(screen.getByLabelText(/^What are you shipping/), 'householdGoods');
    await user.click(screen.getByRole('button', { name: 'Get my quotes' }));

    const panel = await screen.findByRole('dialog', { name: 'Sign up' }, { timeout: 5000 });
    // The journey ends in the quote form it describes, prefilled, with the sign-up over it (ADR 054).
    expect(router.state.location.pathname).toBe('/get-quote/ocean');
    expect(Object.fromEntries(searchOf(router))).toEqual({
      authPanel: 'signUp',
      quoteCategory: 'commercial',
      customerProfile: 'business',
      commodity: 'householdGoods',
      cargoReadyDate: today,
      shipmentType: 'LCL',
    });
    // The sign-up takes the journey's answers: no profile question, the commodity and next shipment filled in.
    expect(await within(panel).findByLabelText(/^What do you ship/)).toHaveValue('householdGoods');
    expect(within(panel).getByLabelText(/^When is your next shipment ready/)).toHaveValue('readyNow');
    expect(within(panel).queryByLabelText(/^I am a/)).not.toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('onboardingAnswers') ?? '{}')).toMatchObject({
      quoteCategory: 'commercial',
      shipmentType: 'LCL',
    });
  });

  it('starts from the answers in the link, goes back keeping them, and the logo returns to step 1', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      url: '/get-started?quoteCategory=commercial&customerProfile=agent',
      brand: journeyBrand(),
    });
    expect(await question('How would you like to ship?')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 8')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await question('Which describes you best?');
    expect(choice(/^Freight agent/)).toHaveAttribute('aria-pressed', 'true');
    expect(choice(/^Business/)).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Test Freight: start again' }));
    expect(await question('What would you like to ship?')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(choice(/^Commercial cargo/)).toHaveAttribute('aria-pressed', 'false');
    expect(searchOf(router).get('quoteCategory')).toBeNull();
  });

  it('ignores answers in the link that the brand does not offer', async () => {
    renderApp({
      url: '/get-started?quoteCategory=relocation&customerProfile=individual',
      brand: brandWith({ quoteCategoryOptions: ['commercial'] }),
    });
    expect(await question('What would you like to ship?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Relocation/ })).not.toBeInTheDocument();
  });

  it('is usable by keyboard alone: Tab to an answer, Enter chooses it', async () => {
    const user = userEvent.setup();
    renderApp({ url: '/get-started', brand: journeyBrand() });
    await question('What would you like to ship?');
    choice(/^Courier and parcels/).focus();
    await user.keyboard('{Enter}');
    expect(await question('Which describes you best?')).toHaveFocus();
    // From the question, the next stop is its first answer.
    await user.tab();
    expect(choice(/^Individual/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await question('How would you like to ship?')).toHaveFocus();
    // Courier allows air only.
    expect(screen.getAllByRole('button', { pressed: false }).map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^Air freight/),
    ]);
  });

  it('walks an individual household move in the B2C flow through steps 5 to 8', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/get-started', brand: b2cBrand() });
    await user.click((await screen.findAllByRole('button', { name: /^Relocation/ }))[0]!);
    await question('Which describes you best?');
    expect(choice(/^Relocation company/)).toBeInTheDocument();
    await user.click(choice(/^Individual/));

    await question('Where are you moving?');
    expect(screen.getByText('Step 5 of 8')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/^Moving from/)).toHaveAccessibleDescription('Enter a city or a country');
    expect(screen.getByLabelText(/^Moving date/)).toHaveAccessibleDescription('Choose a date');
    await fillField(user, /^Moving from/, 'Madrid, Spain');
    await fillField(user, /^Moving to/, 'Miami, United States');
    await fillField(user, /^Moving date/, '2001-01-01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/^Moving date/)).toHaveAccessibleDescription('Choose today or a later date');
    await user.clear(screen.getByLabelText(/^Moving date/));
    const moveDate = localToday();
    await fillField(user, /^Moving date/, moveDate);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await question('What are you moving?');
    await user.click(choice(/^Entire household/));
    await question('How should we size your move?');
    expect(screen.getByText('Step 7 of 8')).toBeInTheDocument();
    await user.click(choice(/^By home size or boxes/));
    await question('How big is your move?');
    await user.click(screen.getByRole('button', { name: 'Get my quotes' }));
    expect(await screen.findByText('Choose the size of your home')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2 bedrooms' }));
    await user.click(screen.getByRole('button', { name: 'Get my quotes' }));

    const panel = await screen.findByRole('dialog', { name: 'Sign up' }, { timeout: 5000 });
    expect(Object.fromEntries(searchOf(router))).toMatchObject({
      customerProfile: 'mover',
      customerType: 'individual',
      cargoReadyDate: moveDate,
    });
    await within(panel).findByRole('heading', { level: 2, name: 'Create your account' });
    expect(within(panel).queryByLabelText(/^I am moving as/)).not.toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('onboardingAnswers') ?? '{}')).toMatchObject({
      movingType: 'entireHousehold',
      manualCargoType: 'dimensions',
      cargo: { apartmentType: '2BHK' },
    });

    // Closing the panel leaves the quote form of the move, prefilled with the journey's answers.
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/get-quote/entire-household');
    expect(await screen.findByRole('heading', { level: 1, name: 'Where are you moving?' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Move date/)).toHaveValue(moveDate);
  });

  it('jumps from the moving form to containers (step 8) when a full container is needed', async () => {
    const user = userEvent.setup();
    renderApp({ url: '/get-started?quoteCategory=student', brand: b2cBrand() });
    // Students pick no profile: straight to the moving form in the B2C flow.
    await question('Where are you moving?');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await question('What would you like to ship?');
    await user.click(choice(/^Student shipping/));
    await question('Where are you moving?');
    await fillField(user, /^Moving from/, 'Lisbon');
    await fillField(user, /^Moving to/, 'Boston');
    await fillField(user, /^Moving date/, localToday());
    await user.click(screen.getByRole('checkbox', { name: 'I need a full container' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await question('How big is your move?');
    expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Container type/)).toHaveValue('DV20');
    await user.clear(screen.getByLabelText(/^Number of containers/));
    await user.click(screen.getByRole('button', { name: 'Get my quotes' }));
    expect(screen.getByLabelText(/^Number of containers/)).toHaveAccessibleDescription('Enter a number from 1 to 99');
    await user.type(screen.getByLabelText(/^Number of containers/), '2');
    await user.click(screen.getByRole('button', { name: 'Get my quotes' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' }, { timeout: 5000 })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('onboardingAnswers') ?? '{}')).toMatchObject({
      cargo: { containerType: 'DV20', quantity: '2' },
    });
  });

  it('sends a signed-in user home with the quote category in the location state', async () => {
    signInAs();
    const { router } = renderApp({ url: '/get-started?quoteCategory=courier', brand: journeyBrand() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ quoteCategory: 'courier' });
    expect(screen.queryByRole('heading', { name: 'What would you like to ship?' })).not.toBeInTheDocument();
  });

  it("shows the brand's figures and its rating as stars in the footer", async () => {
    renderApp({ url: '/get-started', brand: journeyBrand() });
    await question('What would you like to ship?');
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('heading', { level: 2, name: 'Why shippers choose Test Freight' }),
    ).toBeInTheDocument();
    expect(within(footer).getByText('40,000+')).toBeInTheDocument();
    expect(within(footer).getByText('Trade lanes')).toBeInTheDocument();
    expect(within(footer).getByText('Rating from 500+ users')).toBeInTheDocument();
    const stars = within(footer).getByRole('img', { name: 'Rated 4.3 out of 5' });
    expect([...stars.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'))).toEqual([
      '1',
      '1',
      '1',
      '1',
      '0.3',
    ]);
  });

  it('shows every step in Arabic, right to left', async () => {
    const user = userEvent.setup();
    renderApp({ url: '/ar/get-started', brand: journeyBrand() });
    expect(await question('ماذا تريد أن تشحن؟')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(choice(/^بضائع تجارية/));
    expect(await question('ما الذي يصفك أكثر؟')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
  });

  it('has no axe violations on a question, a form with its errors, and the footer', async () => {
    const user = userEvent.setup();
    renderApp({ url: '/get-started', brand: b2cBrand() });
    await question('What would you like to ship?');
    expect(await axeViolations()).toEqual([]);
    await user.click(choice(/^Student shipping/));
    await question('Where are you moving?');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findAllByText('Enter a city or a country');
    expect(await axeViolations()).toEqual([]);
  });
});

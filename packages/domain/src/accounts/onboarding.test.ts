import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedUserProfileKeys, categoryShipmentTypes, quoteCategories } from '../customers/customer-type';
import {
  initialOnboardingState,
  onboardingManualCargoTypes,
  onboardingMovingTypes,
  onboardingReducer,
  onboardingStateFromQuery,
  onboardingSteps,
  type OnboardingAction,
  type OnboardingOptions,
  type OnboardingState,
  type OnboardingStep,
} from './onboarding';

const at = (step: OnboardingStep, isB2cFlowOn: boolean, extra: Partial<OnboardingState> = {}): OnboardingState => ({
  step,
  isB2cFlowOn,
  ...extra,
});
const movingForm = (needFullContainer: boolean) => ({
  details: { origin: 'Madrid', destination: 'Miami' },
  needFullContainer,
});

describe('onboarding transitions (docs/product/accounts.md#onboarding)', () => {
  it('starts at step 1', () => {
    expect(initialOnboardingState(false)).toEqual({ step: 1, isB2cFlowOn: false });
  });

  it.each([
    ['commercial', false, 2],
    ['relocation', false, 2],
    ['courier', false, 2],
    ['student', false, 3],
    ['commercial', true, 2],
    ['relocation', true, 2],
    ['courier', true, 2],
    ['student', true, 5],
  ] as const)('quote category %s (B2C flow %s) → step %i', (quoteCategory, isB2cFlowOn, step) => {
    const state = onboardingReducer(initialOnboardingState(isB2cFlowOn), {
      type: 'SELECT_QUOTE_CATEGORY',
      quoteCategory,
    });
    expect(state).toEqual({ step, isB2cFlowOn, quoteCategory });
  });

  it.each([
    ['relocation', 'individual', true, 5],
    ['relocation', 'individual', false, 3],
    ['relocation', 'relocationCompany', true, 3],
    ['commercial', 'business', true, 3],
    ['commercial', 'agent', false, 3],
    ['courier', 'individual', true, 3],
  ] as const)('%s with profile %s (B2C flow %s) → step %i', (quoteCategory, customerProfile, isB2cFlowOn, step) => {
    const state = onboardingReducer(at(2, isB2cFlowOn, { quoteCategory }), {
      type: 'SELECT_CUSTOMER_PROFILE',
      customerProfile,
    });
    expect(state).toEqual({ step, isB2cFlowOn, quoteCategory, customerProfile });
  });

  it.each([
    [3, 4],
    [2, 2],
    [5, 5],
  ] as const)('a shipment type at step %i → step %i', (from, to) => {
    expect(onboardingReducer(at(from, false), { type: 'SELECT_SHIPMENT_TYPE', shipmentType: 'FCL' }).step).toBe(to);
  });

  it.each([
    [5, true, false, 6],
    [5, true, true, 8],
    [5, false, false, 5],
    [4, true, false, 4],
  ] as const)(
    'moving form at step %i (B2C flow %s, full container %s) → step %i',
    (from, isB2cFlowOn, needFullContainer, to) => {
      const state = onboardingReducer(at(from, isB2cFlowOn), {
        type: 'SUBMIT_MOVING_FORM',
        movingForm: movingForm(needFullContainer),
      });
      expect(state.step).toBe(to);
    },
  );

  it('records container cargo when the moving form asks for a full container', () => {
    const state = onboardingReducer(at(5, true), { type: 'SUBMIT_MOVING_FORM', movingForm: movingForm(true) });
    expect(state.manualCargoType).toBe('container');
    expect(state.movingForm).toEqual(movingForm(true));
  });

  it.each([
    [6, 7],
    [5, 5],
    [7, 7],
  ] as const)('a moving type at step %i → step %i', (from, to) => {
    expect(onboardingReducer(at(from, true), { type: 'SELECT_MOVING_TYPE', movingType: 'entireHousehold' }).step).toBe(
      to,
    );
  });

  it.each([
    [7, 8],
    [6, 6],
    [8, 8],
  ] as const)('a manual cargo type at step %i → step %i', (from, to) => {
    expect(
      onboardingReducer(at(from, true), { type: 'SELECT_MANUAL_CARGO_TYPE', manualCargoType: 'dimensions' }).step,
    ).toBe(to);
  });

  it.each(onboardingSteps)('the logo returns from step %i to step 1 with a clean slate', (step) => {
    const state = at(step, true, {
      quoteCategory: 'relocation',
      customerProfile: 'individual',
      movingType: 'partialHousehold',
    });
    expect(onboardingReducer(state, { type: 'CLICK_LOGO' })).toEqual({ step: 1, isB2cFlowOn: true });
  });

  it('forgets later answers when the category changes', () => {
    const state = at(4, false, { quoteCategory: 'commercial', customerProfile: 'business', shipmentType: 'LCL' });
    expect(onboardingReducer(state, { type: 'SELECT_QUOTE_CATEGORY', quoteCategory: 'courier' })).toEqual({
      step: 2,
      isB2cFlowOn: false,
      quoteCategory: 'courier',
    });
  });

  it('goes back only to an earlier step, keeping the answers', () => {
    const state = at(4, false, { quoteCategory: 'commercial', customerProfile: 'business', shipmentType: 'LCL' });
    expect(onboardingReducer(state, { type: 'GO_BACK_TO_STEP', step: 2 })).toEqual({ ...state, step: 2 });
    expect(onboardingReducer(state, { type: 'GO_BACK_TO_STEP', step: 6 })).toBe(state);
  });

  it('walks the whole B2C household journey from 1 to 8', () => {
    const actions: OnboardingAction[] = [
      { type: 'SELECT_QUOTE_CATEGORY', quoteCategory: 'relocation' },
      { type: 'SELECT_CUSTOMER_PROFILE', customerProfile: 'individual' },
      { type: 'SUBMIT_MOVING_FORM', movingForm: movingForm(false) },
      { type: 'SELECT_MOVING_TYPE', movingType: 'partialHousehold' },
      { type: 'SELECT_MANUAL_CARGO_TYPE', manualCargoType: 'dimensions' },
    ];
    const steps = actions.reduce<OnboardingStep[]>(
      (visited, action, index) => [...visited, onboardingReducer(replay(actions.slice(0, index)), action).step],
      [],
    );
    expect(steps).toEqual([2, 5, 6, 7, 8]);

    function replay(done: OnboardingAction[]): OnboardingState {
      return done.reduce(onboardingReducer, initialOnboardingState(true));
    }
  });
});

const actionArbitrary: fc.Arbitrary<OnboardingAction> = fc.oneof(
  fc
    .constantFrom(...quoteCategories)
    .map((quoteCategory) => ({ type: 'SELECT_QUOTE_CATEGORY' as const, quoteCategory })),
  fc
    .constantFrom(...allowedUserProfileKeys)
    .map((customerProfile) => ({ type: 'SELECT_CUSTOMER_PROFILE' as const, customerProfile })),
  fc
    .constantFrom(...categoryShipmentTypes)
    .map((shipmentType) => ({ type: 'SELECT_SHIPMENT_TYPE' as const, shipmentType })),
  fc
    .boolean()
    .map((needFullContainer) => ({ type: 'SUBMIT_MOVING_FORM' as const, movingForm: movingForm(needFullContainer) })),
  fc.constantFrom(...onboardingMovingTypes).map((movingType) => ({ type: 'SELECT_MOVING_TYPE' as const, movingType })),
  fc
    .constantFrom(...onboardingManualCargoTypes)
    .map((manualCargoType) => ({ type: 'SELECT_MANUAL_CARGO_TYPE' as const, manualCargoType })),
  fc.constant({ type: 'CLICK_LOGO' as const }),
  fc.constantFrom(...onboardingSteps).map((step) => ({ type: 'GO_BACK_TO_STEP' as const, step })),
);

describe('onboarding properties', () => {
  it('always stays within steps 1 to 8', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(actionArbitrary, { maxLength: 40 }), (isB2cFlowOn, actions) => {
        let state = initialOnboardingState(isB2cFlowOn);
        for (const action of actions) {
          state = onboardingReducer(state, action);
          expect(onboardingSteps).toContain(state.step);
        }
      }),
    );
  });

  it('never reaches the moving steps 5 to 7 without the B2C flow', () => {
    fc.assert(
      fc.property(fc.array(actionArbitrary, { maxLength: 40 }), (actions) => {
        const visited = actions.reduce(
          (states, action) => [...states, onboardingReducer(states.at(-1)!, action)],
          [initialOnboardingState(false)],
        );
        expect(visited.some((state) => state.step >= 5 && state.step <= 7)).toBe(false);
      }),
    );
  });
});

describe('onboardingStateFromQuery (docs/product/accounts.md#onboarding)', () => {
  const options: OnboardingOptions = {
    quoteCategoryOptions: ['commercial', 'relocation', 'courier', 'student'],
    customerProfileOptions: ['business', 'agent', 'mover'],
    shipmentTypeOptions: ['FCL', 'LCL', 'AIR'],
    isB2cFlowOn: false,
  };
  const fromQuery = (query: string, overrides: Partial<OnboardingOptions> = {}) =>
    onboardingStateFromQuery(new URLSearchParams(query), { ...options, ...overrides });

  it.each([
    ['', { step: 1 }],
    ['quoteCategory=commercial', { step: 2, quoteCategory: 'commercial' }],
    ['quoteCategory=ecommerce', { step: 1 }],
    ['quoteCategory=COMMERCIAL', { step: 1 }],
    ['quoteCategory=student', { step: 3, quoteCategory: 'student' }],
    [
      'quoteCategory=commercial&customerProfile=business',
      { step: 3, quoteCategory: 'commercial', customerProfile: 'business' },
    ],
    // Not allowed for the category.
    ['quoteCategory=commercial&customerProfile=individual', { step: 2, quoteCategory: 'commercial' }],
    // A profile without a category is ignored.
    ['customerProfile=business', { step: 1 }],
    // individual counts as the brand's mover option.
    [
      'quoteCategory=relocation&customerProfile=individual',
      { step: 3, quoteCategory: 'relocation', customerProfile: 'individual' },
    ],
    [
      'quoteCategory=commercial&customerProfile=agent&shipmentType=LCL',
      { step: 4, quoteCategory: 'commercial', customerProfile: 'agent', shipmentType: 'LCL' },
    ],
    // LTL is not among the brand's shipment type options.
    [
      'quoteCategory=commercial&customerProfile=agent&shipmentType=LTL',
      { step: 3, quoteCategory: 'commercial', customerProfile: 'agent' },
    ],
    // Courier allows AIR only.
    [
      'quoteCategory=courier&customerProfile=business&shipmentType=FCL',
      { step: 3, quoteCategory: 'courier', customerProfile: 'business' },
    ],
    [
      'quoteCategory=courier&customerProfile=business&shipmentType=AIR',
      { step: 4, quoteCategory: 'courier', customerProfile: 'business', shipmentType: 'AIR' },
    ],
    ['quoteCategory=student&shipmentType=FCL', { step: 4, quoteCategory: 'student', shipmentType: 'FCL' }],
  ])('?%s → %o', (query, expected) => {
    expect(fromQuery(query)).toEqual({ isB2cFlowOn: false, ...expected });
  });

  it('ignores options the brand does not configure', () => {
    expect(fromQuery('quoteCategory=courier', { quoteCategoryOptions: ['commercial'] })).toEqual({
      step: 1,
      isB2cFlowOn: false,
    });
    expect(
      fromQuery('quoteCategory=commercial&customerProfile=agent', { customerProfileOptions: ['business'] }),
    ).toEqual({
      step: 2,
      isB2cFlowOn: false,
      quoteCategory: 'commercial',
    });
  });

  it('sends an individual relocation to the moving form in the B2C flow', () => {
    expect(
      fromQuery('quoteCategory=relocation&customerProfile=individual&shipmentType=FCL', { isB2cFlowOn: true }),
    ).toEqual({
      step: 5,
      isB2cFlowOn: true,
      quoteCategory: 'relocation',
      customerProfile: 'individual',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { featureFlagNames, type FeatureFlagName, type FeatureFlags } from '../brand/feature-flags';
import {
  initialOnboardingJourney,
  onboardingJourneyReducer,
  onboardingOptionsOf,
  onboardingProfileChoices,
  onboardingShipmentTypeChoices,
  signUpQueryOfOnboarding,
  type OnboardingBrand,
} from './onboarding-journey';

const flags = (...on: FeatureFlagName[]): FeatureFlags =>
  Object.fromEntries(featureFlagNames.map((name) => [name, on.includes(name)])) as FeatureFlags;

const everything: OnboardingBrand = {
  featureFlags: flags(),
  quoteCategoryOptions: ['student', 'courier', 'relocation', 'commercial'],
  customerProfileOptions: ['business', 'agent', 'mover', 'student'],
  shipmentTypeOptions: ['FCL', 'LCL', 'AIR', 'LTL'],
  allowedUserProfile: ['individual', 'relocationCompany', 'business', 'agent', 'student'],
};
const brandWith = (changes: Partial<OnboardingBrand>): OnboardingBrand => ({ ...everything, ...changes });
const query = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('onboardingOptionsOf: the brand × the product order', () => {
  it.each([
    { flagsOn: [], b2c: false, ltl: false },
    { flagsOn: ['b2cFlow'], b2c: false, ltl: false },
    { flagsOn: ['b2cFlow', 'b2cInOnboarding'], b2c: true, ltl: false },
    { flagsOn: ['ltl'], b2c: false, ltl: false },
    { flagsOn: ['ltl', 'ltlInOnboarding'], b2c: false, ltl: true },
  ] as { flagsOn: FeatureFlagName[]; b2c: boolean; ltl: boolean }[])(
    'flags $flagsOn → B2C flow $b2c, LTL offered $ltl',
    ({ flagsOn, b2c, ltl }) => {
      const options = onboardingOptionsOf(brandWith({ featureFlags: flags(...flagsOn) }));
      expect(options.isB2cFlowOn).toBe(b2c);
      expect(options.shipmentTypeOptions.includes('LTL')).toBe(ltl);
      expect(options.quoteCategoryOptions).toEqual(['commercial', 'relocation', 'courier', 'student']);
    },
  );
});

describe('choices of steps 2 and 3', () => {
  it.each([
    { category: undefined, brand: everything, expected: [] },
    { category: 'commercial', brand: everything, expected: ['business', 'agent'] },
    { category: 'relocation', brand: everything, expected: ['individual', 'relocationCompany'] },
    { category: 'courier', brand: everything, expected: ['individual', 'relocationCompany', 'business', 'agent'] },
    { category: 'student', brand: everything, expected: [] },
    {
      category: 'courier',
      brand: brandWith({ allowedUserProfile: ['business', 'individual'] }),
      expected: ['individual', 'business'],
    },
    {
      category: 'relocation',
      brand: brandWith({ customerProfileOptions: ['business', 'agent'] }),
      expected: [],
    },
  ] as const)('profiles of $category', ({ category, brand, expected }) => {
    expect(onboardingProfileChoices(category, brand)).toEqual(expected);
  });

  it.each([
    { category: undefined, flagsOn: [], expected: [] },
    { category: 'commercial', flagsOn: [], expected: ['FCL', 'LCL', 'AIR'] },
    { category: 'commercial', flagsOn: ['ltl', 'ltlInOnboarding'], expected: ['FCL', 'LCL', 'AIR', 'LTL'] },
    { category: 'courier', flagsOn: ['ltl', 'ltlInOnboarding'], expected: ['AIR'] },
  ] as const)('shipment types of $category with $flagsOn', ({ category, flagsOn, expected }) => {
    const brand = brandWith({ featureFlags: flags(...flagsOn) });
    expect(onboardingShipmentTypeChoices(category, brand)).toEqual(expected);
  });
});

describe('the journey and its back button', () => {
  it.each([
    { entries: {}, step: 1, visited: [] },
    { entries: { quoteCategory: 'commercial' }, step: 2, visited: [1] },
    { entries: { quoteCategory: 'commercial', customerProfile: 'agent' }, step: 3, visited: [1, 2] },
    {
      entries: { quoteCategory: 'commercial', customerProfile: 'agent', shipmentType: 'AIR' },
      step: 4,
      visited: [1, 2, 3],
    },
    { entries: { quoteCategory: 'student' }, step: 3, visited: [1] },
    { entries: { quoteCategory: 'unknown' }, step: 1, visited: [] },
  ] as { entries: Record<string, string>; step: number; visited: number[] }[])(
    'the query $entries starts at step $step having walked $visited',
    ({ entries, step, visited }) => {
      const journey = initialOnboardingJourney(query(entries), everything);
      expect(journey.state.step).toBe(step);
      expect(journey.visited).toEqual(visited);
    },
  );

  it('goes back step by step, and the logo forgets the way', () => {
    let journey = initialOnboardingJourney(query({}), everything);
    journey = onboardingJourneyReducer(journey, { type: 'SELECT_QUOTE_CATEGORY', quoteCategory: 'commercial' });
    journey = onboardingJourneyReducer(journey, { type: 'SELECT_CUSTOMER_PROFILE', customerProfile: 'business' });
    expect([journey.state.step, journey.visited]).toEqual([3, [1, 2]]);
    journey = onboardingJourneyReducer(journey, { type: 'GO_BACK' });
    expect([journey.state.step, journey.visited]).toEqual([2, [1]]);
    // A new profile from step 2 keeps the way to it.
    journey = onboardingJourneyReducer(journey, { type: 'SELECT_CUSTOMER_PROFILE', customerProfile: 'agent' });
    expect([journey.state.step, journey.visited]).toEqual([3, [1, 2]]);
    journey = onboardingJourneyReducer(journey, { type: 'CLICK_LOGO' });
    expect([journey.state.step, journey.visited]).toEqual([1, []]);
    expect(onboardingJourneyReducer(journey, { type: 'GO_BACK' })).toBe(journey);
  });
});

describe('signUpQueryOfOnboarding', () => {
  it.each([
    {
      state: { step: 4, isB2cFlowOn: false, quoteCategory: 'commercial', customerProfile: 'agent' },
      finish: { cargoReadyDate: '2025-07-01', commodity: 'regularCargo' },
      expected: {
        quoteCategory: 'commercial',
        customerProfile: 'agent',
        cargoReadyDate: '2025-07-01',
        commodity: 'regularCargo',
      },
    },
    {
      state: { step: 4, isB2cFlowOn: false, quoteCategory: 'relocation', customerProfile: 'individual' },
      finish: {},
      expected: { quoteCategory: 'relocation', customerProfile: 'mover', customerType: 'individual' },
    },
    {
      state: { step: 3, isB2cFlowOn: false, quoteCategory: 'student' },
      finish: {},
      expected: { quoteCategory: 'student', customerProfile: 'student' },
    },
    {
      state: {
        step: 8,
        isB2cFlowOn: true,
        quoteCategory: 'student',
        movingForm: { details: { moveDate: '2025-09-01' }, needFullContainer: false },
      },
      finish: { cargo: { smallBoxes: '2' } },
      expected: { quoteCategory: 'student', customerProfile: 'student', cargoReadyDate: '2025-09-01' },
    },
  ] as const)('$expected', ({ state, finish, expected }) => {
    expect(signUpQueryOfOnboarding(state, finish)).toEqual(expected);
  });
});

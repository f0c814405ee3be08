import type { BrandConfiguration } from '../brand/brand-configuration';
import {
  quoteCategories,
  type AllowedUserProfileKey,
  type CategoryShipmentType,
  type QuoteCategory,
} from '../customers/customer-type';
import { signUpAnswersForAllowedUserProfile } from '../customers/profiles';
import { allowedProfilesByQuoteCategory, shipmentTypesByQuoteCategory } from '../customers/quote-categories';
import type { CommodityType } from '../shipping/shipment-type';
import {
  firstOnboardingStep,
  initialOnboardingState,
  onboardingReducer,
  onboardingStateFromQuery,
  type OnboardingAction,
  type OnboardingOptions,
  type OnboardingQuery,
  type OnboardingState,
  type OnboardingStep,
} from './onboarding';

/**
 * The onboarding journey with the brand's options (ADR 039): the step machine of onboarding.ts
 * plus the steps walked so far, for the back button. Every transition is the step machine's.
 */
export interface OnboardingJourney {
  state: OnboardingState;
  /** The steps left behind, oldest first: "back" returns to the last one. */
  visited: OnboardingStep[];
}

export type OnboardingJourneyAction = OnboardingAction | { type: 'GO_BACK' };

export function onboardingJourneyReducer(
  journey: OnboardingJourney,
  action: OnboardingJourneyAction,
): OnboardingJourney {
  if (action.type === 'GO_BACK') {
    const previous = journey.visited.at(-1);
    if (previous === undefined) return journey;
    return {
      state: onboardingReducer(journey.state, { type: 'GO_BACK_TO_STEP', step: previous }),
      visited: journey.visited.slice(0, -1),
    };
  }
  const state = onboardingReducer(journey.state, action);
  if (action.type === 'CLICK_LOGO') return { state, visited: [] };
  if (state.step === journey.state.step) return { state, visited: journey.visited };
  // A new category or profile restarts the path from where it was chosen.
  const kept = journey.visited.filter((step) => step < journey.state.step);
  return { state, visited: [...kept, journey.state.step] };
}

/** The parts of the brand the journey reads. */
export type OnboardingBrand = Pick<
  BrandConfiguration,
  'featureFlags' | 'quoteCategoryOptions' | 'customerProfileOptions' | 'shipmentTypeOptions' | 'allowedUserProfile'
>;

/** The brand's B2C flow inside the journey: both the B2C flow and its onboarding flag (ADR 039). */
export const isOnboardingB2cFlowOn = (brand: OnboardingBrand) =>
  brand.featureFlags.b2cFlow && brand.featureFlags.b2cInOnboarding;

/** LTL is offered at step 3 only when the brand has LTL and LTL in onboarding on. */
const isLtlOffered = (brand: OnboardingBrand) => brand.featureFlags.ltl && brand.featureFlags.ltlInOnboarding;

/** The options the journey offers: the brand's, in the product's order. */
export function onboardingOptionsOf(brand: OnboardingBrand): OnboardingOptions {
  return {
    quoteCategoryOptions: quoteCategories.filter((category) => brand.quoteCategoryOptions.includes(category)),
    customerProfileOptions: brand.customerProfileOptions,
    shipmentTypeOptions: brand.shipmentTypeOptions.filter((type) => type !== 'LTL' || isLtlOffered(brand)),
    isB2cFlowOn: isOnboardingB2cFlowOn(brand),
  };
}

/** The steps a state taken from the query has already answered (1, then 2 when a profile is set, then 3). */
function visitedStepsOf(state: OnboardingState): OnboardingStep[] {
  const visited: OnboardingStep[] = [];
  if (state.quoteCategory === undefined) return visited;
  visited.push(1);
  if (state.customerProfile !== undefined) visited.push(2);
  if (state.shipmentType !== undefined && state.step === 4) visited.push(3);
  return visited.filter((step) => step < state.step);
}

/** Where the journey starts: the query's honoured answers (onboardingStateFromQuery), else step 1. */
export function initialOnboardingJourney(query: OnboardingQuery, brand: OnboardingBrand): OnboardingJourney {
  const state = onboardingStateFromQuery(query, onboardingOptionsOf(brand));
  return state.step === firstOnboardingStep
    ? { state: initialOnboardingState(state.isB2cFlowOn), visited: [] }
    : { state, visited: visitedStepsOf(state) };
}

/** Step 2's choices: the category's profiles that the brand allows and offers. */
export function onboardingProfileChoices(
  quoteCategory: QuoteCategory | undefined,
  brand: OnboardingBrand,
): AllowedUserProfileKey[] {
  if (quoteCategory === undefined) return [];
  return allowedProfilesByQuoteCategory[quoteCategory].filter(
    (key) =>
      brand.allowedUserProfile.includes(key) &&
      brand.customerProfileOptions.includes(signUpAnswersForAllowedUserProfile(key).customerProfile),
  );
}

/** Step 3's choices: the category's shipment types among the brand's options. */
export function onboardingShipmentTypeChoices(
  quoteCategory: QuoteCategory | undefined,
  brand: OnboardingBrand,
): CategoryShipmentType[] {
  if (quoteCategory === undefined) return [];
  const offered = onboardingOptionsOf(brand).shipmentTypeOptions;
  return shipmentTypesByQuoteCategory[quoteCategory].filter((type) => offered.includes(type));
}

/** What the last step (4 or 8) adds: the cargo-ready date and commodity the sign-up reads. */
export interface OnboardingFinish {
  cargoReadyDate?: string | undefined;
  commodity?: CommodityType | undefined;
  /** The move size or cargo of step 8, kept for the quote form. */
  cargo?: Readonly<Record<string, string>> | undefined;
}

/**
 * The query that opens the sign-up panel over the finished journey: the sign-up reads
 * commodity, customerProfile, customerType, quoteCategory and cargoReadyDate.
 */
export function signUpQueryOfOnboarding(state: OnboardingState, finish: OnboardingFinish): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.quoteCategory) query['quoteCategory'] = state.quoteCategory;
  const profileKey: AllowedUserProfileKey | undefined =
    state.quoteCategory === 'student' ? 'student' : state.customerProfile;
  if (profileKey) {
    const { customerProfile, customerType } = signUpAnswersForAllowedUserProfile(profileKey);
    query['customerProfile'] = customerProfile;
    if (customerType) query['customerType'] = customerType;
  }
  const cargoReadyDate = finish.cargoReadyDate ?? state.movingForm?.details['moveDate'];
  if (cargoReadyDate) query['cargoReadyDate'] = cargoReadyDate;
  if (finish.commodity) query['commodity'] = finish.commodity;
  return query;
}

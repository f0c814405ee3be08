import {
  allowedProfilesByQuoteCategory,
  firstOnboardingStep,
  initialOnboardingState,
  onboardingReducer,
  onboardingStateFromQuery,
  quoteCategories,
  shipmentTypesByQuoteCategory,
  signUpAnswersForAllowedUserProfile,
  type AllowedUserProfileKey,
  type BrandConfiguration,
  type CategoryShipmentType,
  type CommodityType,
  type OnboardingAction,
  type OnboardingOptions,
  type OnboardingQuery,
  type OnboardingState,
  type OnboardingStep,
  type QuoteCategory,
} from '@freightdesk/domain';

/**
 * The onboarding journey as the screen holds it: the domain's step machine (docs/product/accounts.md#onboarding) plus
 * the steps walked so far, for the back button. Every transition is the domain reducer's.
 */
export interface Journey {
  state: OnboardingState;
  /** The steps left behind, oldest first: "back" returns to the last one. */
  visited: OnboardingStep[];
}

export type JourneyAction = OnboardingAction | { type: 'GO_BACK' };

export function journeyReducer(journey: Journey, action: JourneyAction): Journey {
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

/** The brand's B2C flow inside the journey: both the B2C flow and its onboarding flag (ADR 039). */
export const isJourneyB2cFlowOn = (brand: BrandConfiguration) =>
  brand.featureFlags.b2cFlow && brand.featureFlags.b2cInOnboarding;

/**
 * LTL is offered at step 3 only when the brand has LTL and LTL in onboarding on (docs/product/brands.md#feature-flags
 * flags).
 */
const isLtlOffered = (brand: BrandConfiguration) => brand.featureFlags.ltl && brand.featureFlags.ltlInOnboarding;

/** The options the journey offers: the brand's, in the product's order. */
export function journeyOptionsOf(brand: BrandConfiguration): OnboardingOptions {
  return {
    quoteCategoryOptions: quoteCategories.filter((category) => brand.quoteCategoryOptions.includes(category)),
    customerProfileOptions: brand.customerProfileOptions,
    shipmentTypeOptions: brand.shipmentTypeOptions.filter((type) => type !== 'LTL' || isLtlOffered(brand)),
    isB2cFlowOn: isJourneyB2cFlowOn(brand),
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

/** Where the journey starts: the query's honoured answers (docs/product/accounts.md#onboarding), else step 1. */
export function initialJourney(query: OnboardingQuery, brand: BrandConfiguration): Journey {
  const state = onboardingStateFromQuery(query, journeyOptionsOf(brand));
  return state.step === firstOnboardingStep
    ? { state: initialOnboardingState(state.isB2cFlowOn), visited: [] }
    : { state, visited: visitedStepsOf(state) };
}

/** Step 2's choices: the category's profiles that the brand allows and offers. */
export function profileChoicesFor(
  quoteCategory: QuoteCategory | undefined,
  brand: BrandConfiguration,
): AllowedUserProfileKey[] {
  if (quoteCategory === undefined) return [];
  return allowedProfilesByQuoteCategory[quoteCategory].filter(
    (key) =>
      brand.allowedUserProfile.includes(key) &&
      brand.customerProfileOptions.includes(signUpAnswersForAllowedUserProfile(key).customerProfile),
  );
}

/** Step 3's choices: the category's shipment types among the brand's options. */
export function shipmentTypeChoicesFor(
  quoteCategory: QuoteCategory | undefined,
  brand: BrandConfiguration,
): CategoryShipmentType[] {
  if (quoteCategory === undefined) return [];
  const offered = journeyOptionsOf(brand).shipmentTypeOptions;
  return shipmentTypesByQuoteCategory[quoteCategory].filter((type) => offered.includes(type));
}

/** What the last step (4 or 8) adds: the cargo-ready date and commodity the sign-up reads. */
export interface JourneyFinish {
  cargoReadyDate?: string | undefined;
  commodity?: CommodityType | undefined;
  /** The move size or cargo of step 8, kept for the quote form. */
  cargo?: Readonly<Record<string, string>> | undefined;
}

/**
 * The query that opens the sign-up panel over the journey (docs/product/accounts.md#onboarding: sign-up reads
 * commodity, customerProfile, customerType, quoteCategory and cargoReadyDate).
 */
export function signUpQueryOf(state: OnboardingState, finish: JourneyFinish): Record<string, string> {
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

/** Where the finished journey's answers wait for the quote form (this tab only; ADR 039). */
export const journeyAnswersStorageKey = 'onboardingAnswers';

export function storeJourneyAnswers(state: OnboardingState, finish: JourneyFinish): void {
  try {
    window.sessionStorage.setItem(journeyAnswersStorageKey, JSON.stringify({ ...state, ...finish }));
  } catch {
    // Storage unavailable: the sign-up still gets the answers through the query.
  }
}

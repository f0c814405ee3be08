import {
  allowedUserProfileKeys,
  categoryShipmentTypes,
  type AllowedUserProfileKey,
  type CategoryShipmentType,
  type CustomerProfile,
  type QuoteCategory,
} from '../customers/customer-type';
import { signUpAnswersForAllowedUserProfile } from '../customers/profiles';
import {
  isProfileAllowedForQuoteCategory,
  isQuoteCategory,
  shipmentTypesByQuoteCategory,
} from '../customers/quote-categories';

/**
 * The onboarding journey (docs/product/accounts.md#onboarding; docs/product/shell.md#route-table names the steps): 1
 * quote category, 2 profile, 3 shipment type (mode), 4 shipment form, 5 moving form, 6 moving type,
 * 7 household / cargo kind, 8 move size or cargo.
 */
export const onboardingSteps = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];
export const firstOnboardingStep: OnboardingStep = 1;

export const onboardingMovingTypes = ['entireHousehold', 'partialHousehold'] as const;
export type OnboardingMovingType = (typeof onboardingMovingTypes)[number];

export const onboardingManualCargoTypes = ['container', 'dimensions'] as const;
export type OnboardingManualCargoType = (typeof onboardingManualCargoTypes)[number];

/** The moving details (origin, destination, move date …) as form fields, plus the full-container choice. */
export interface OnboardingMovingForm {
  details: Readonly<Record<string, string>>;
  needFullContainer: boolean;
}

export interface OnboardingState {
  step: OnboardingStep;
  /** The brand's B2C flow flag, fixed for the journey. */
  isB2cFlowOn: boolean;
  quoteCategory?: QuoteCategory;
  customerProfile?: AllowedUserProfileKey;
  shipmentType?: CategoryShipmentType;
  movingForm?: OnboardingMovingForm;
  movingType?: OnboardingMovingType;
  manualCargoType?: OnboardingManualCargoType;
}

export type OnboardingAction =
  | { type: 'SELECT_QUOTE_CATEGORY'; quoteCategory: QuoteCategory }
  | { type: 'SELECT_CUSTOMER_PROFILE'; customerProfile: AllowedUserProfileKey }
  | { type: 'SELECT_SHIPMENT_TYPE'; shipmentType: CategoryShipmentType }
  | { type: 'SUBMIT_MOVING_FORM'; movingForm: OnboardingMovingForm }
  | { type: 'SELECT_MOVING_TYPE'; movingType: OnboardingMovingType }
  | { type: 'SELECT_MANUAL_CARGO_TYPE'; manualCargoType: OnboardingManualCargoType }
  | { type: 'CLICK_LOGO' }
  /** The back link: only an earlier step can be revisited; its later answers are kept. */
  | { type: 'GO_BACK_TO_STEP'; step: OnboardingStep };

export function initialOnboardingState(isB2cFlowOn: boolean): OnboardingState {
  return { step: firstOnboardingStep, isB2cFlowOn };
}

function stepAfterQuoteCategory(quoteCategory: QuoteCategory, isB2cFlowOn: boolean): OnboardingStep {
  // Students pick no profile: straight to the mode, or to the moving form in the B2C flow.
  if (quoteCategory === 'student') return isB2cFlowOn ? 5 : 3;
  return 2;
}

function stepAfterCustomerProfile(state: OnboardingState, customerProfile: AllowedUserProfileKey): OnboardingStep {
  const isIndividualRelocation = state.quoteCategory === 'relocation' && customerProfile === 'individual';
  return isIndividualRelocation && state.isB2cFlowOn ? 5 : 3;
}

/**
 * Every transition of docs/product/accounts.md#onboarding. A choice that belongs to a step other than the current one
 * (a shipment type outside step 3, a moving form outside the B2C flow's step 5, …) changes
 * nothing. A new quote category or profile forgets the answers that followed it.
 */
export function onboardingReducer(state: OnboardingState, action: OnboardingAction): OnboardingState {
  switch (action.type) {
    case 'SELECT_QUOTE_CATEGORY':
      return {
        step: stepAfterQuoteCategory(action.quoteCategory, state.isB2cFlowOn),
        isB2cFlowOn: state.isB2cFlowOn,
        quoteCategory: action.quoteCategory,
      };
    case 'SELECT_CUSTOMER_PROFILE':
      return {
        step: stepAfterCustomerProfile(state, action.customerProfile),
        isB2cFlowOn: state.isB2cFlowOn,
        ...(state.quoteCategory === undefined ? {} : { quoteCategory: state.quoteCategory }),
        customerProfile: action.customerProfile,
      };
    case 'SELECT_SHIPMENT_TYPE':
      return state.step === 3 ? { ...state, step: 4, shipmentType: action.shipmentType } : state;
    case 'SUBMIT_MOVING_FORM':
      if (state.step !== 5 || !state.isB2cFlowOn) return state;
      return action.movingForm.needFullContainer
        ? { ...state, step: 8, movingForm: action.movingForm, manualCargoType: 'container' }
        : { ...state, step: 6, movingForm: action.movingForm };
    case 'SELECT_MOVING_TYPE':
      return state.step === 6 ? { ...state, step: 7, movingType: action.movingType } : state;
    case 'SELECT_MANUAL_CARGO_TYPE':
      return state.step === 7 ? { ...state, step: 8, manualCargoType: action.manualCargoType } : state;
    case 'CLICK_LOGO':
      return initialOnboardingState(state.isB2cFlowOn);
    case 'GO_BACK_TO_STEP':
      return action.step < state.step ? { ...state, step: action.step } : state;
    default:
      return state;
  }
}

/** The brand-configured options the journey offers (BrandConfiguration's *Options) and its flag. */
export interface OnboardingOptions {
  quoteCategoryOptions: readonly QuoteCategory[];
  customerProfileOptions: readonly CustomerProfile[];
  shipmentTypeOptions: readonly CategoryShipmentType[];
  isB2cFlowOn: boolean;
}

/** Anything with `get`, such as `URLSearchParams`. */
export interface OnboardingQuery {
  get(name: string): string | null;
}

function isAllowedUserProfileKey(value: unknown): value is AllowedUserProfileKey {
  return typeof value === 'string' && (allowedUserProfileKeys as readonly string[]).includes(value);
}

function isCategoryShipmentType(value: unknown): value is CategoryShipmentType {
  return typeof value === 'string' && (categoryShipmentTypes as readonly string[]).includes(value);
}

/**
 * The journey's state from the query parameters quoteCategory, customerProfile and
 * shipmentType (docs/product/accounts.md#onboarding), applied in that order through the reducer. A parameter is
 * honoured only if it is among the brand's options (a customerProfile of individual or
 * relocationCompany counts as the mover option) and fits the category before it; anything
 * else is ignored, and the journey starts where the honoured ones lead.
 */
export function onboardingStateFromQuery(query: OnboardingQuery, options: OnboardingOptions): OnboardingState {
  let state = initialOnboardingState(options.isB2cFlowOn);

  const quoteCategory = query.get('quoteCategory');
  if (!isQuoteCategory(quoteCategory) || !options.quoteCategoryOptions.includes(quoteCategory)) return state;
  state = onboardingReducer(state, { type: 'SELECT_QUOTE_CATEGORY', quoteCategory });

  const customerProfile = query.get('customerProfile');
  if (
    state.step === 2 &&
    isAllowedUserProfileKey(customerProfile) &&
    isProfileAllowedForQuoteCategory(quoteCategory, customerProfile) &&
    options.customerProfileOptions.includes(signUpAnswersForAllowedUserProfile(customerProfile).customerProfile)
  ) {
    state = onboardingReducer(state, { type: 'SELECT_CUSTOMER_PROFILE', customerProfile });
  }

  const shipmentType = query.get('shipmentType');
  if (
    state.step === 3 &&
    isCategoryShipmentType(shipmentType) &&
    options.shipmentTypeOptions.includes(shipmentType) &&
    shipmentTypesByQuoteCategory[quoteCategory].includes(shipmentType)
  ) {
    state = onboardingReducer(state, { type: 'SELECT_SHIPMENT_TYPE', shipmentType });
  }
  return state;
}

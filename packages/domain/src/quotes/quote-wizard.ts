import type { AllowedUserProfileKey, QuoteCategory } from '../customers/customer-type';
import { allowedUserProfileKeys } from '../customers/customer-type';
import { allowedProfilesByQuoteCategory, isQuoteCategory } from '../customers/quote-categories';
import type { PlaceResult } from '../places/place-contracts';
import type { SearchShipmentType } from '../search/cargo-search';
import {
  quoteCategoriesForService,
  quoteFormServiceOf,
  shipmentTypesForService,
  type QuoteFormQuery,
  type QuoteFormService,
} from './quote-form-service';

/**
 * The quote form's steps (docs/product/quoting.md#results-screen "the quote form is a stepped wizard"), in order,
 * numbered as the onboarding journey numbers them for the session-start events: 1 quote category, 2 profile,
 * 3 shipment type, 5 moving details (a household move: from, to, date), 6 moving type (entire or partial household:
 * a relocation quoted from the ocean shortcut, whose mode the moving type decides), 8 move size or full container,
 * 4 the shipment form (household size and box counts are sections of the form; on the household shortcuts the moving
 * type is the shortcut itself). See docs/decisions/054-quote-form.md and 073-quote-journey-budgets.md.
 */
export const quoteWizardSteps = [
  'quoteCategory',
  'customerProfile',
  'shipmentType',
  'movingDetails',
  'movingType',
  'moveSize',
  'shipmentForm',
] as const;
export type QuoteWizardStep = (typeof quoteWizardSteps)[number];

export const quoteWizardStepNumbers: Readonly<Record<QuoteWizardStep, number>> = {
  quoteCategory: 1,
  customerProfile: 2,
  shipmentType: 3,
  movingDetails: 5,
  movingType: 6,
  moveSize: 8,
  shipmentForm: 4,
};

/** What the wizard knows besides the answers: the service, who asks, and the brand's options. */
export interface QuoteWizardContext {
  service: QuoteFormService;
  /** A signed-in customer: the category and profile come from the session, steps 1 and 2 are skipped. */
  isSignedIn: boolean;
  quoteCategoryOptions: readonly QuoteCategory[];
  profileOptions: readonly AllowedUserProfileKey[];
}

export interface QuoteWizardAnswers {
  quoteCategory: QuoteCategory | null;
  customerProfile: AllowedUserProfileKey | null;
  shipmentType: SearchShipmentType | null;
  /** A household move's origin, destination and move date. */
  movingDetails: QuoteWizardMovingDetails | null;
  /** A relocation from a shortcut that is not a household move of its own: the entire or a partial household. */
  movingType: QuoteWizardMovingType | null;
  /** Entire household: a full container (true) or priced by home size (false). */
  needFullContainer: boolean | null;
}

export const quoteWizardMovingTypes = ['entire', 'partial'] as const;
export type QuoteWizardMovingType = (typeof quoteWizardMovingTypes)[number];

export interface QuoteWizardMovingDetails {
  origin: PlaceResult;
  destination: PlaceResult;
  /** ISO yyyy-mm-dd. */
  moveDate: string;
}

export interface QuoteWizardState {
  answers: QuoteWizardAnswers;
  /** The steps answered by the user, oldest first: "back" reopens the last one. */
  history: QuoteWizardStep[];
}

export type QuoteWizardAction =
  | { type: 'CHOOSE_QUOTE_CATEGORY'; quoteCategory: QuoteCategory }
  | { type: 'CHOOSE_CUSTOMER_PROFILE'; customerProfile: AllowedUserProfileKey }
  | { type: 'CHOOSE_SHIPMENT_TYPE'; shipmentType: SearchShipmentType }
  | { type: 'SUBMIT_MOVING_DETAILS'; movingDetails: QuoteWizardMovingDetails }
  | { type: 'CHOOSE_MOVING_TYPE'; movingType: QuoteWizardMovingType }
  | { type: 'CHOOSE_MOVE_SIZE'; needFullContainer: boolean }
  | { type: 'GO_BACK' };

/** Step 1's choices: the brand's categories that can quote the service. */
export function quoteWizardCategoryChoices(context: QuoteWizardContext): QuoteCategory[] {
  return quoteCategoriesForService(context.service, context.quoteCategoryOptions);
}

/** Step 2's choices: the category's profiles the brand offers. */
export function quoteWizardProfileChoices(
  quoteCategory: QuoteCategory | null,
  context: QuoteWizardContext,
): AllowedUserProfileKey[] {
  if (quoteCategory === null) return [];
  return allowedProfilesByQuoteCategory[quoteCategory].filter((key) => context.profileOptions.includes(key));
}

/**
 * Whether the wizard asks the moving type: a visitor's relocation from a shortcut that offers both sea modes and is
 * no household move of its own (the ocean shortcut). The entire household then goes by full container (FCL), a
 * partial one by groupage (LCL), as on the household shortcuts (docs/product/quoting.md#search).
 */
function asksMovingType(answers: QuoteWizardAnswers, context: QuoteWizardContext): boolean {
  const { service } = context;
  return (
    !context.isSignedIn &&
    service.household === null &&
    answers.quoteCategory === 'relocation' &&
    service.shipmentTypes.includes('FCL') &&
    service.shipmentTypes.includes('LCL')
  );
}

const emptyQuery: QuoteFormQuery = { get: () => null };

/**
 * The service the answers describe: the shortcut's, or, once a relocation's moving type is chosen, the entire or
 * partial household move's (its mode, cargo and move-size step).
 */
export function quoteWizardServiceOf(answers: QuoteWizardAnswers, context: QuoteWizardContext): QuoteFormService {
  if (!asksMovingType(answers, context) || answers.movingType === null) return context.service;
  return quoteFormServiceOf(answers.movingType === 'entire' ? 'entire-household' : 'partial-household', emptyQuery);
}

/** Step 3's choices: the service's modes the category allows (a visitor without a category: all of them). */
export function quoteWizardShipmentTypeChoices(
  answers: QuoteWizardAnswers,
  context: QuoteWizardContext,
): SearchShipmentType[] {
  return shipmentTypesForService(
    quoteWizardServiceOf(answers, context),
    context.isSignedIn ? null : answers.quoteCategory,
  );
}

/** A mode the choices leave no choice about is answered without asking. */
function withImpliedAnswers(answers: QuoteWizardAnswers, context: QuoteWizardContext): QuoteWizardAnswers {
  let next = answers;
  if (!context.isSignedIn && next.quoteCategory === null) {
    const categories = quoteWizardCategoryChoices(context);
    if (categories.length === 1 && categories[0]) next = { ...next, quoteCategory: categories[0] };
  }
  const modes = quoteWizardShipmentTypeChoices(next, context);
  if (next.shipmentType !== null && !modes.includes(next.shipmentType)) next = { ...next, shipmentType: null };
  if (next.shipmentType === null && modes.length === 1 && modes[0]) next = { ...next, shipmentType: modes[0] };
  return next;
}

/** The step the answers lead to: the first one still unanswered that applies, else the shipment form. */
export function quoteWizardStepOf(state: QuoteWizardState, context: QuoteWizardContext): QuoteWizardStep {
  const { answers } = state;
  if (!context.isSignedIn) {
    if (answers.quoteCategory === null) return 'quoteCategory';
    const profiles = quoteWizardProfileChoices(answers.quoteCategory, context);
    if (answers.customerProfile === null && profiles.length > 0) return 'customerProfile';
  }
  // A relocation from the ocean shortcut: where and when, then the moving type, which decides the mode.
  if (asksMovingType(answers, context)) {
    if (answers.movingDetails === null) return 'movingDetails';
    if (answers.movingType === null) return 'movingType';
  }
  const service = quoteWizardServiceOf(answers, context);
  if (answers.shipmentType === null) return 'shipmentType';
  if (service.household !== null && answers.movingDetails === null) return 'movingDetails';
  if (service.household === 'entire' && answers.needFullContainer === null) return 'moveSize';
  return 'shipmentForm';
}

const emptyAnswers: QuoteWizardAnswers = {
  quoteCategory: null,
  customerProfile: null,
  shipmentType: null,
  movingDetails: null,
  movingType: null,
  needFullContainer: null,
};

/** Answers from a step onwards are forgotten (a new category asks for the profile again …). */
function answersBefore(answers: QuoteWizardAnswers, step: QuoteWizardStep): QuoteWizardAnswers {
  const order = quoteWizardSteps.indexOf(step);
  const keep = (of: QuoteWizardStep) => quoteWizardSteps.indexOf(of) < order;
  return {
    quoteCategory: keep('quoteCategory') ? answers.quoteCategory : null,
    customerProfile: keep('customerProfile') ? answers.customerProfile : null,
    shipmentType: keep('shipmentType') ? answers.shipmentType : null,
    movingDetails: keep('movingDetails') ? answers.movingDetails : null,
    movingType: keep('movingType') ? answers.movingType : null,
    needFullContainer: keep('moveSize') ? answers.needFullContainer : null,
  };
}

/**
 * The profile a link names: an allowed-profile key (`individual` …) or the sign-up's answers the onboarding journey
 * writes (`customerProfile=mover&customerType=individual|company`).
 */
function allowedUserProfileOfQuery(query: QuoteFormQuery): AllowedUserProfileKey | undefined {
  const profile = query.get('customerProfile');
  if (profile === 'mover') {
    const moverType = query.get('customerType');
    if (moverType === 'individual') return 'individual';
    if (moverType === 'company') return 'relocationCompany';
    return undefined;
  }
  return allowedUserProfileKeys.find((candidate) => candidate === profile);
}

/**
 * The answers the query brings (the onboarding journey's `quoteCategory`, `customerProfile`, `shipmentType`):
 * each honoured only when it is one of the step's choices; a signed-in customer's come from the session.
 */
export function initialQuoteWizardState(query: QuoteFormQuery, context: QuoteWizardContext): QuoteWizardState {
  let answers = emptyAnswers;
  if (!context.isSignedIn) {
    const category = query.get('quoteCategory');
    if (isQuoteCategory(category) && quoteWizardCategoryChoices(context).includes(category)) {
      answers = { ...answers, quoteCategory: category };
    }
    // A category the service implies (relocation for a household move) takes the profile too.
    answers = withImpliedAnswers(answers, context);
    const profiles: readonly string[] = quoteWizardProfileChoices(answers.quoteCategory, context);
    const key = allowedUserProfileOfQuery(query);
    if (key && profiles.includes(key)) answers = { ...answers, customerProfile: key };
  }
  answers = withImpliedAnswers(answers, context);
  const mode = query.get('shipmentType') ?? query.get('selectedShipmentType');
  const modes = quoteWizardShipmentTypeChoices(answers, context);
  const chosen = modes.find((candidate) => candidate === mode?.toUpperCase());
  if (answers.shipmentType === null && chosen) answers = { ...answers, shipmentType: chosen };
  const needFullContainer = query.get('needFullContainer');
  if (needFullContainer === 'true' || needFullContainer === 'false') {
    answers = { ...answers, needFullContainer: needFullContainer === 'true' };
  }
  return { answers, history: [] };
}

function answer(
  state: QuoteWizardState,
  context: QuoteWizardContext,
  step: QuoteWizardStep,
  change: Partial<QuoteWizardAnswers>,
): QuoteWizardState {
  const current = quoteWizardStepOf(state, context);
  if (current !== step) return state;
  const answers = withImpliedAnswers({ ...answersBefore(state.answers, step), ...change }, context);
  return { answers, history: [...state.history, step] };
}

/** Every transition of the wizard; a choice for a step other than the current one changes nothing. */
export function quoteWizardReducer(
  state: QuoteWizardState,
  action: QuoteWizardAction,
  context: QuoteWizardContext,
): QuoteWizardState {
  switch (action.type) {
    case 'CHOOSE_QUOTE_CATEGORY':
      if (!quoteWizardCategoryChoices(context).includes(action.quoteCategory)) return state;
      return answer(state, context, 'quoteCategory', { quoteCategory: action.quoteCategory });
    case 'CHOOSE_CUSTOMER_PROFILE':
      if (!quoteWizardProfileChoices(state.answers.quoteCategory, context).includes(action.customerProfile)) {
        return state;
      }
      return answer(state, context, 'customerProfile', { customerProfile: action.customerProfile });
    case 'CHOOSE_SHIPMENT_TYPE':
      if (!quoteWizardShipmentTypeChoices(state.answers, context).includes(action.shipmentType)) return state;
      return answer(state, context, 'shipmentType', { shipmentType: action.shipmentType });
    case 'SUBMIT_MOVING_DETAILS':
      return answer(state, context, 'movingDetails', { movingDetails: action.movingDetails });
    case 'CHOOSE_MOVING_TYPE':
      if (!quoteWizardMovingTypes.includes(action.movingType)) return state;
      return answer(state, context, 'movingType', { movingType: action.movingType });
    case 'CHOOSE_MOVE_SIZE':
      return answer(state, context, 'moveSize', { needFullContainer: action.needFullContainer });
    case 'GO_BACK': {
      const previous = state.history.at(-1);
      if (previous === undefined) return state;
      return { answers: answersBefore(state.answers, previous), history: state.history.slice(0, -1) };
    }
    default:
      return state;
  }
}

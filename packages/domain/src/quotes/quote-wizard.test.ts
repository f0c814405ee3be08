import { describe, expect, it } from 'vitest';
import type { QuoteFormServiceType } from '../navigation/quote-menu';
import type { PlaceResult } from '../places/place-contracts';
import { quoteFormServiceOf } from './quote-form-service';
import {
  initialQuoteWizardState,
  quoteWizardReducer,
  quoteWizardServiceOf,
  quoteWizardStepOf,
  type QuoteWizardAction,
  type QuoteWizardContext,
} from './quote-wizard';

const contextOf = (serviceType: QuoteFormServiceType, query = '', isSignedIn = false): QuoteWizardContext => ({
  service: quoteFormServiceOf(serviceType, new URLSearchParams(query)),
  isSignedIn,
  quoteCategoryOptions: ['commercial', 'relocation', 'courier', 'student'],
  profileOptions: ['individual', 'relocationCompany', 'business', 'agent', 'student'],
});

/** The steps shown, one per action, from the start. */
function walk(context: QuoteWizardContext, actions: QuoteWizardAction[], query = '') {
  let state = initialQuoteWizardState(new URLSearchParams(query), context);
  const steps = [quoteWizardStepOf(state, context)];
  for (const action of actions) {
    state = quoteWizardReducer(state, action, context);
    steps.push(quoteWizardStepOf(state, context));
  }
  return { steps, state };
}

describe('quote wizard (docs/product/quoting.md#results-screen)', () => {
  it('asks a visitor the category, profile and mode of an ocean quote', () => {
    const { steps, state } = walk(contextOf('ocean'), [
      { type: 'CHOOSE_QUOTE_CATEGORY', quoteCategory: 'commercial' },
      { type: 'CHOOSE_CUSTOMER_PROFILE', customerProfile: 'business' },
      { type: 'CHOOSE_SHIPMENT_TYPE', shipmentType: 'LCL' },
    ]);
    expect(steps).toEqual(['quoteCategory', 'customerProfile', 'shipmentType', 'shipmentForm']);
    expect(state.answers).toEqual({
      quoteCategory: 'commercial',
      customerProfile: 'business',
      shipmentType: 'LCL',
      movingDetails: null,
      movingType: null,
      needFullContainer: null,
    });
  });

  it('skips the category and profile for a signed-in customer, and the mode when the shortcut fixes it', () => {
    expect(walk(contextOf('ocean', 'selectedShipmentType=FCL', true), []).steps).toEqual(['shipmentForm']);
    expect(walk(contextOf('ocean', '', true), []).steps).toEqual(['shipmentType']);
  });

  it('skips the profile for a student and the mode for air', () => {
    const { steps } = walk(contextOf('air'), [{ type: 'CHOOSE_QUOTE_CATEGORY', quoteCategory: 'student' }]);
    expect(steps).toEqual(['quoteCategory', 'shipmentForm']);
  });

  const place = { name: 'Hamburg', code: 'DEHAM' } as PlaceResult;
  const movingDetails = { origin: place, destination: place, moveDate: '2030-01-02' };

  it('asks an entire household for the profile, the moving details, then the move size or full container', () => {
    const { steps, state } = walk(contextOf('entire-household'), [
      { type: 'CHOOSE_CUSTOMER_PROFILE', customerProfile: 'individual' },
      { type: 'SUBMIT_MOVING_DETAILS', movingDetails },
      { type: 'CHOOSE_MOVE_SIZE', needFullContainer: true },
    ]);
    expect(steps).toEqual(['customerProfile', 'movingDetails', 'moveSize', 'shipmentForm']);
    expect(state.answers.movingDetails).toBe(movingDetails);
    expect(state.answers.quoteCategory).toBe('relocation');
    expect(state.answers.needFullContainer).toBe(true);
  });

  it('asks a relocation from the ocean shortcut where and when, then the moving type, which decides the mode', () => {
    const context = contextOf('ocean');
    const entire = walk(context, [
      { type: 'CHOOSE_QUOTE_CATEGORY', quoteCategory: 'relocation' },
      { type: 'CHOOSE_CUSTOMER_PROFILE', customerProfile: 'individual' },
      { type: 'SUBMIT_MOVING_DETAILS', movingDetails },
      { type: 'CHOOSE_MOVING_TYPE', movingType: 'entire' },
      { type: 'CHOOSE_MOVE_SIZE', needFullContainer: false },
    ]);
    expect(entire.steps).toEqual([
      'quoteCategory',
      'customerProfile',
      'movingDetails',
      'movingType',
      'moveSize',
      'shipmentForm',
    ]);
    expect(entire.state.answers.shipmentType).toBe('FCL');
    expect(quoteWizardServiceOf(entire.state.answers, context).household).toBe('entire');

    const partial = walk(context, [
      { type: 'CHOOSE_QUOTE_CATEGORY', quoteCategory: 'relocation' },
      { type: 'CHOOSE_CUSTOMER_PROFILE', customerProfile: 'relocationCompany' },
      { type: 'SUBMIT_MOVING_DETAILS', movingDetails },
      { type: 'CHOOSE_MOVING_TYPE', movingType: 'partial' },
    ]);
    expect(partial.steps.slice(-2)).toEqual(['movingType', 'shipmentForm']);
    expect(partial.state.answers.shipmentType).toBe('LCL');
    expect(quoteWizardServiceOf(partial.state.answers, context).household).toBe('partial');

    // Back from the form reopens the moving type; another answer changes the mode.
    const back = quoteWizardReducer(partial.state, { type: 'GO_BACK' }, context);
    expect(quoteWizardStepOf(back, context)).toBe('movingType');
    const changed = quoteWizardReducer(back, { type: 'CHOOSE_MOVING_TYPE', movingType: 'entire' }, context);
    expect(quoteWizardStepOf(changed, context)).toBe('moveSize');
    expect(changed.answers.shipmentType).toBe('FCL');
  });

  it('does not ask the moving type on the household shortcuts nor of a commercial quote', () => {
    expect(
      walk(contextOf('partial-household'), [
        { type: 'CHOOSE_CUSTOMER_PROFILE', customerProfile: 'individual' },
        { type: 'SUBMIT_MOVING_DETAILS', movingDetails },
      ]).steps,
    ).toEqual(['customerProfile', 'movingDetails', 'shipmentForm']);
    expect(walk(contextOf('ocean'), [{ type: 'CHOOSE_QUOTE_CATEGORY', quoteCategory: 'commercial' }]).steps).toEqual([
      'quoteCategory',
      'customerProfile',
    ]);
  });

  it('ignores a choice that is not among the step choices or not of the current step', () => {
    const context = contextOf('ocean');
    const start = initialQuoteWizardState(new URLSearchParams(), context);
    expect(quoteWizardReducer(start, { type: 'CHOOSE_QUOTE_CATEGORY', quoteCategory: 'courier' }, context)).toBe(start);
    expect(quoteWizardReducer(start, { type: 'CHOOSE_SHIPMENT_TYPE', shipmentType: 'FCL' }, context)).toBe(start);
  });

  it('goes back to the last answered step and forgets the answers from there on', () => {
    const { steps } = walk(contextOf('ocean'), [
      { type: 'CHOOSE_QUOTE_CATEGORY', quoteCategory: 'commercial' },
      { type: 'CHOOSE_CUSTOMER_PROFILE', customerProfile: 'agent' },
      { type: 'GO_BACK' },
      { type: 'GO_BACK' },
      { type: 'GO_BACK' },
    ]);
    expect(steps).toEqual([
      'quoteCategory',
      'customerProfile',
      'shipmentType',
      'customerProfile',
      'quoteCategory',
      'quoteCategory',
    ]);
  });

  it('takes the profile of a household move whose category the service implies', () => {
    const context = contextOf('partial-household');
    const state = initialQuoteWizardState(new URLSearchParams('customerProfile=individual'), context);
    expect(quoteWizardStepOf(state, context)).toBe('movingDetails');
  });

  it.each([
    ['quoteCategory=commercial&customerProfile=business&shipmentType=FCL', 'shipmentForm'],
    ['quoteCategory=commercial&customerProfile=individual', 'customerProfile'],
    ['quoteCategory=courier', 'quoteCategory'],
    ['quoteCategory=relocation&customerProfile=individual', 'movingDetails'],
  ])('honours the onboarding answers %s up to %s', (query, step) => {
    const context = contextOf('ocean');
    expect(quoteWizardStepOf(initialQuoteWizardState(new URLSearchParams(query), context), context)).toBe(step);
  });
});

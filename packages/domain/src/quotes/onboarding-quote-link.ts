import { signUpQueryOfOnboarding, type OnboardingFinish } from '../accounts/onboarding-journey';
import type { OnboardingState } from '../accounts/onboarding';
import type { QuoteFormServiceType } from '../navigation/quote-menu';

/** Where the onboarding journey's answers lead: a quote form and the query that prefills it. */
export interface OnboardingQuoteLink {
  serviceType: QuoteFormServiceType;
  query: Record<string, string>;
}

function serviceTypeOf(state: OnboardingState): { serviceType: QuoteFormServiceType; query: Record<string, string> } {
  if (state.movingForm) {
    if (state.manualCargoType === 'container' && state.movingType === undefined) {
      return { serviceType: 'entire-household', query: { needFullContainer: 'true' } };
    }
    if (state.movingType === 'partialHousehold') return { serviceType: 'partial-household', query: {} };
    return {
      serviceType: 'entire-household',
      query: { needFullContainer: String(state.manualCargoType === 'container') },
    };
  }
  switch (state.shipmentType) {
    case 'FCL':
    case 'LCL':
      return { serviceType: 'ocean', query: { shipmentType: state.shipmentType } };
    case 'LTL':
      return { serviceType: 'road', query: {} };
    case 'AIR':
      return { serviceType: state.quoteCategory === 'courier' ? 'parcel' : 'air', query: {} };
    default:
      return { serviceType: 'ocean', query: {} };
  }
}

/**
 * The quote form the finished journey opens (docs/product/accounts.md#onboarding, ADR 054): its service from the
 * mode or the move, and the answers of steps 1 to 8 in the query — the sign-up's (quote category, profile, cargo
 * ready date, commodity) plus the mode and the move size or cargo (containers, home size, box counts).
 */
export function quoteFormLinkOfOnboarding(state: OnboardingState, finish: OnboardingFinish): OnboardingQuoteLink {
  const { serviceType, query } = serviceTypeOf(state);
  return { serviceType, query: { ...signUpQueryOfOnboarding(state, finish), ...query, ...(finish.cargo ?? {}) } };
}

import type { OnboardingFinish, OnboardingState } from '@freightdesk/domain';

/** What the last step adds (the domain's `OnboardingFinish`), under the name the steps use. */
export type JourneyFinish = OnboardingFinish;

/** Where the finished journey's answers wait for the quote form (this tab only; ADR 039). */
export const journeyAnswersStorageKey = 'onboardingAnswers';

export function storeJourneyAnswers(state: OnboardingState, finish: JourneyFinish): void {
  try {
    window.sessionStorage.setItem(journeyAnswersStorageKey, JSON.stringify({ ...state, ...finish }));
  } catch {
    // Storage unavailable: the sign-up still gets the answers through the query.
  }
}

import { initialOnboardingJourney, onboardingJourneyReducer, signUpQueryOfOnboarding } from '@freightdesk/domain';
import { useCallback, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import { authPanelQueryParam } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { storeJourneyAnswers, type JourneyFinish } from '../lib/journey';

/** The query parameters the journey reads or writes (docs/product/accounts.md#onboarding). */
const journeyQueryParams = [
  'quoteCategory',
  'customerProfile',
  'customerType',
  'shipmentType',
  'commodity',
  'cargoReadyDate',
];

/**
 * The journey's state (from the query's honoured answers, docs/product/accounts.md#onboarding), its transitions, the
 * logo's restart, and the finish: the answers go to the sign-up panel opened over the journey.
 */
export function useOnboardingJourney() {
  const brand = useBrand();
  const [searchParams, setSearchParams] = useSearchParams();
  const [journey, dispatch] = useReducer(onboardingJourneyReducer, undefined, () =>
    initialOnboardingJourney(searchParams, brand),
  );

  const restart = useCallback(() => {
    dispatch({ type: 'CLICK_LOGO' });
    // The answers that came with the link are forgotten too, so a reload starts at step 1.
    setSearchParams(
      (params) => {
        for (const name of journeyQueryParams) params.delete(name);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearchParams]);

  const finish = (answers: JourneyFinish) => {
    storeJourneyAnswers(journey.state, answers);
    const query = signUpQueryOfOnboarding(journey.state, answers);
    setSearchParams(
      (params) => {
        for (const name of journeyQueryParams) params.delete(name);
        for (const [name, value] of Object.entries(query)) params.set(name, value);
        params.set(authPanelQueryParam, 'signUp');
        return params;
      },
      { preventScrollReset: true },
    );
  };

  return { journey, dispatch, restart, finish };
}

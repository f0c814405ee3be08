import { initialOnboardingJourney, onboardingJourneyReducer, quoteFormLinkOfOnboarding } from '@freightdesk/domain';
import { useCallback, useReducer } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authPanelQueryParam, paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
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
 * logo's restart, and the finish: the answers open the quote form they describe, with the sign-up panel over it.
 */
export function useOnboardingJourney() {
  const brand = useBrand();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
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
    // The answers prefill the quote form; the sign-up panel opens over it (ADR 054).
    const { serviceType, query } = quoteFormLinkOfOnboarding(journey.state, answers);
    void navigate(
      localizedHref(paths.getQuote.getHref({ serviceType }, { ...query, [authPanelQueryParam]: 'signUp' })),
    );
  };

  return { journey, dispatch, restart, finish };
}

import {
  initialQuoteWizardState,
  quoteWizardReducer,
  quoteWizardStepNumbers,
  quoteWizardStepOf,
  signUpAnswersForAllowedUserProfile,
  type QuoteFormService,
  type QuoteWizardAction,
  type QuoteWizardContext,
  type QuoteWizardState,
} from '@freightdesk/domain';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import { sendAnalyticsEvent } from '@/lib/analytics-events';
import { useBrand } from '@/lib/brand/brand-context';
import { useSession } from '@/lib/session/session-context';

/** The session-start event of a wizard step (ADR 054), sent for signed-in users only (ADR 032). */
export const quoteFormStepEventName = 'quote_form_step_started';

/**
 * The wizard on the domain's step machine (quote-wizard.ts): the query's answers (the onboarding journey's) to
 * start from, the brand's options, the session; a session-start event each time a step is shown.
 */
export function useQuoteWizard(service: QuoteFormService) {
  const brand = useBrand();
  const { isLoggedIn } = useSession();
  const [searchParams] = useSearchParams();
  const context = useMemo<QuoteWizardContext>(
    () => ({
      service,
      isSignedIn: isLoggedIn,
      quoteCategoryOptions: brand.quoteCategoryOptions,
      profileOptions: brand.allowedUserProfile.filter((key) =>
        brand.customerProfileOptions.includes(signUpAnswersForAllowedUserProfile(key).customerProfile),
      ),
    }),
    [service, isLoggedIn, brand],
  );
  const reducer = useCallback(
    (state: QuoteWizardState, action: QuoteWizardAction) => quoteWizardReducer(state, action, context),
    [context],
  );
  const [state, dispatch] = useReducer(reducer, undefined, () => initialQuoteWizardState(searchParams, context));
  const step = quoteWizardStepOf(state, context);

  useEffect(() => {
    if (!isLoggedIn) return;
    void sendAnalyticsEvent(quoteFormStepEventName, {
      step: quoteWizardStepNumbers[step],
      stepName: step,
      serviceType: service.serviceType,
    });
  }, [isLoggedIn, step, service.serviceType]);

  return { state, step, dispatch, context };
}

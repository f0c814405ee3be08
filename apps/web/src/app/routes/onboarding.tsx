import { isQuoteCategory } from '@freightdesk/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { OnboardingJourney } from '@/features/onboarding';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session/session-context';
import { AuthPanelWhenAsked } from './auth-panel-when-asked';

/**
 * `/get-started`, the onboarding journey layout (docs/product/accounts.md#onboarding): for visitors only; a signed-in
 * user (also one who just signed up from its last step) is sent home with the quote category
 * in the location state. The sign-up panel opens over it.
 */
export function Component() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const [searchParams] = useSearchParams();
  const localizedHref = useLocalizedHref();
  usePageTitle(t(paths.onboarding.titleKey));

  if (isLoggedIn) {
    const quoteCategory = searchParams.get('quoteCategory');
    return (
      <Navigate
        to={localizedHref(paths.home.getHref())}
        replace
        state={{ quoteCategory: isQuoteCategory(quoteCategory) ? quoteCategory : undefined }}
      />
    );
  }
  return (
    <>
      <OnboardingJourney />
      <AuthPanelWhenAsked />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { SignUpView } from '@/features/auth';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/sign-up` (docs/product/accounts.md#sign-up-forms). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t(paths.signUp.titleKey));
  return <SignUpView />;
}

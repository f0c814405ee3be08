import { useTranslation } from 'react-i18next';
import { SignInView } from '@/features/auth';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/sign-in` (docs/product/accounts.md#sign-in-screen). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t(paths.signIn.titleKey));
  return <SignInView />;
}

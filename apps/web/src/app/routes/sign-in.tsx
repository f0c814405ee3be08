import { useTranslation } from 'react-i18next';
import { SignInView } from '@/features/auth';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/sign-in` (seed 000 §2 "Login screen"). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t(paths.signIn.titleKey));
  return <SignInView />;
}

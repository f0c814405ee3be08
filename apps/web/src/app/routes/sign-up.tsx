import { useTranslation } from 'react-i18next';
import { SignUpView } from '@/features/auth';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/sign-up` (seed 000 §2 "Sign-up screen"). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t(paths.signUp.titleKey));
  return <SignUpView />;
}

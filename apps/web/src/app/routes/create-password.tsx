import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { CreatePasswordForm } from '@/features/auth';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/create-password`: the first password of an account set up without one (signed-in users). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t(paths.createPassword.titleKey));
  return <CreatePasswordForm />;
}

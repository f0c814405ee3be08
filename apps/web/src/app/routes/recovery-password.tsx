import { useTranslation } from 'react-i18next';
import { ForgotPasswordView } from '@/features/auth';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/recovery-password`: forgot password, then the sent view (docs/product/accounts.md#password-recovery). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t(paths.recoveryPassword.titleKey));
  return <ForgotPasswordView />;
}

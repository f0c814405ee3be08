import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { EmailVerificationView } from '@/features/auth';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/verify-email?email=`: e-mail verification by one-time code (docs/product/accounts.md#e-mail-verification). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t(paths.verifyEmail.titleKey));
  return <EmailVerificationView />;
}

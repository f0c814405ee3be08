import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/reset-password/:uuid`: a new password through the e-mailed link. */
export function Component() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  usePageTitle(t(paths.resetPassword.titleKey));
  return <ResetPasswordForm uuid={uuid} />;
}

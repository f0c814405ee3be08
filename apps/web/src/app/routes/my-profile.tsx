import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { MyProfile } from '@/features/profile';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/my-profile`: names, phone, preferred language and currency, password change. */
export function Component() {
  const { t } = useTranslation();
  const title = t(paths.myProfile.titleKey);
  usePageTitle(title);
  return <MyProfile title={title} />;
}

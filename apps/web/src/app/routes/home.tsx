import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Dashboard } from '@/features/dashboard';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** Home / dashboard (docs/product/shell.md#dashboard). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t(paths.home.titleKey));
  return <Dashboard />;
}

import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { MyQuotes } from '@/features/my-quotes';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/quotes`: the customer's saved quotes with filters and pages (docs/product/quoting.md#my-quotes). */
export function Component() {
  const { t } = useTranslation();
  const title = t(paths.quotes.titleKey);
  usePageTitle(title);
  return <MyQuotes title={title} />;
}

import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { isRouteHandle, paths } from '@/config/paths';

/** Any page that no issue has built yet: its registry title and an "on its way" note. */
export function Component() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  return <PagePlaceholder title={t(handle ? paths[handle.pathId].titleKey : 'pages.placeholder.title')} />;
}

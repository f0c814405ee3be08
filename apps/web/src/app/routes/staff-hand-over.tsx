import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { paths, type RouteHandle } from '@/config/paths';
import { StaffHandOver } from '@/features/staff-hand-over';
import { usePageTitle } from '@/lib/brand/use-page-title';

/** `/auth` and `/token-forwarder`: the hand-over to the console's host (docs/product/staff.md#admin-panel, ADR 075). */
export function Component() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const kind = handle?.pathId === 'tokenForwarder' ? 'tokenForwarder' : 'auth';
  usePageTitle(t(paths[kind].titleKey));
  return <StaffHandOver kind={kind} />;
}

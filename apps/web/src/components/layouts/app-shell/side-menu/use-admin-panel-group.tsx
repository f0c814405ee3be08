import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { useSession } from '@/lib/session/session-context';
import type { AdminPanelParts } from './admin-panel-parts';
import type { MenuAccordionGroup } from './menu-accordions';

// The staff roles' rules and the group's icon are a chunk of their own, fetched for staff only: `/` is first drawn
// for visitors and customers, and its JavaScript budget has no room for them (ADR 073).
const loadAdminPanelParts = () => import('./admin-panel-parts').then((module) => module.adminPanelParts);

/**
 * Staff's admin panel group (the rules: domain `buildAdminMenu`), labelled and linked to the `/auth` hand-over; shown
 * once its chunk has arrived.
 */
export function useAdminPanelGroup(): MenuAccordionGroup | undefined {
  const { t } = useTranslation();
  const { user } = useSession();
  const { featureFlags } = useBrand();
  const staffRole = user?.staffRole ?? null;
  const [parts, setParts] = useState<AdminPanelParts>();
  useEffect(() => {
    if (staffRole === null || parts) return undefined;
    let isCurrent = true;
    // A failed fetch leaves the group out; the next render of a staff member's menu asks again.
    loadAdminPanelParts().then(
      (loaded) => isCurrent && setParts(loaded),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [staffRole, parts]);
  if (staffRole === null || !parts) return undefined;
  const items = parts.buildAdminMenu({ staffRole, featureFlags });
  if (items.length === 0) return undefined;
  return {
    id: parts.adminMenuGroupId,
    label: t('shell.adminPanel.title'),
    icon: <parts.Icon aria-hidden />,
    items: items.map(({ id, section }) => ({
      id,
      label: t(`shell.adminPanel.${id}`),
      href: paths.auth.getHref({}, { section }),
    })),
  };
}

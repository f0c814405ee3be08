import { adminMenuGroupId, buildAdminMenu } from '@freightdesk/domain';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { useSession } from '@/lib/session/session-context';
import type { MenuAccordionGroup } from './menu-accordions';

/** Staff's admin panel group (the rules: domain `buildAdminMenu`), labelled and linked to the `/auth` hand-over. */
export function useAdminPanelGroup(): MenuAccordionGroup | undefined {
  const { t } = useTranslation();
  const { user } = useSession();
  const { featureFlags } = useBrand();
  const items = buildAdminMenu({ staffRole: user?.staffRole ?? null, featureFlags });
  if (items.length === 0) return undefined;
  return {
    id: adminMenuGroupId,
    label: t('shell.adminPanel.title'),
    icon: <AdminPanelSettingsOutlined aria-hidden />,
    items: items.map(({ id, section }) => ({
      id,
      label: t(`shell.adminPanel.${id}`),
      href: paths.auth.getHref({}, { section }),
    })),
  };
}

import type { FeatureFlagName } from '@freightdesk/domain';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { useSession } from '@/lib/session/session-context';
import type { MenuAccordionGroup } from './menu-accordions';

export const adminPanelGroupId = 'adminPanel';

const adminPanelLinks: readonly { id: string; section: string; requiredFlag?: FeatureFlagName }[] = [
  { id: 'allCustomers', section: 'customers' },
  { id: 'allShipments', section: 'shipments' },
  { id: 'rateManagement', section: 'rate-management', requiredFlag: 'rateManagement' },
];

/**
 * Staff's admin panel group (docs/product/staff.md#admin-panel): all customers, all shipments and, with the
 * rate-management flag, rate management. Those pages belong to the admin app: each link is the
 * `/auth` hand-over naming the section to open there.
 */
export function useAdminPanelGroup(): MenuAccordionGroup | undefined {
  const { t } = useTranslation();
  const { userType } = useSession();
  const { featureFlags } = useBrand();
  if (userType !== 'Internal User') return undefined;
  return {
    id: adminPanelGroupId,
    label: t('shell.adminPanel.title'),
    icon: <AdminPanelSettingsOutlined aria-hidden />,
    items: adminPanelLinks
      .filter(({ requiredFlag }) => !requiredFlag || featureFlags[requiredFlag])
      .map(({ id, section }) => ({
        id,
        label: t(`shell.adminPanel.${id}`),
        href: paths.auth.getHref({}, { section }),
      })),
  };
}

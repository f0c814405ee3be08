import { adminMenuGroupId, buildAdminMenu } from '@freightdesk/domain';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';

/** What the admin panel group needs beyond the shell: loaded for staff only (use-admin-panel-group.tsx, ADR 073). */
export const adminPanelParts = { adminMenuGroupId, buildAdminMenu, Icon: AdminPanelSettingsOutlined };
export type AdminPanelParts = typeof adminPanelParts;

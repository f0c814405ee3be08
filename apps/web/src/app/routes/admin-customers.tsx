import { permissionsOfStaffRole } from '@freightdesk/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StaffOnly } from '@/components/staff/staff-only';
import { paths } from '@/config/paths';
import { CustomersList } from '@/features/staff-customers';
import { usePageTitle } from '@/lib/brand/use-page-title';
import { useSession } from '@/lib/session';

/** `/admin/customers`: All customers (docs/product/staff.md#all-customers, ADR 075). */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const title = t(paths.adminCustomers.titleKey);
  usePageTitle(title);
  return (
    <StaffOnly permission="customers">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1280 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {title}
        </Typography>
        <CustomersList canCreate={!!user?.staffRole && permissionsOfStaffRole(user.staffRole).includes('customers')} />
      </Box>
    </StaffOnly>
  );
}

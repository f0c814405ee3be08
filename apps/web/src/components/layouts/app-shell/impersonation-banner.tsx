import { displayNameOf } from '@freightdesk/domain';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/lib/session/session-user';

/** The warning shown while a staff member acts as a customer (docs/product/staff.md#impersonation). */
export function ImpersonationBanner({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = displayNameOf(user);
  const customer = name === user.email ? user.email : `${name} (${user.email})`;
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 2, md: 3 },
        py: 1,
        bgcolor: 'warning.light',
        color: 'warning.contrastText',
      }}
    >
      <WarningAmber aria-hidden fontSize="small" />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {t('shell.impersonation.banner', { customer })}
      </Typography>
    </Box>
  );
}

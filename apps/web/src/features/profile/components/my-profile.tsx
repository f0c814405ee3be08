import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileQueryOptions } from '../api/profile';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { Alert } from '@/components/ui/alert';

/** My profile: the customer's details and a password change. */
export function MyProfile({ title }: { title: string }) {
  const { t } = useTranslation();
  const profile = useQuery(profileQueryOptions());

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      {profile.isPending && <CircularProgress aria-label={t('profile.loading')} />}
      {profile.isError && <Alert severity="error">{t('profile.loadError')}</Alert>}
      {profile.data && (
        <>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <ProfileDetailsForm profile={profile.data} />
          </Paper>
          {profile.data.hasPassword && (
            <Paper sx={{ p: { xs: 2, sm: 3 } }}>
              <ChangePasswordForm />
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}

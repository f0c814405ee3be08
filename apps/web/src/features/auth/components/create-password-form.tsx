import { Button } from '@/components/ui/button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { redirectTargetOf, type AuthRedirectState } from '@/components/layouts/auth-layout';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session/session-context';
import { useCreatePasswordMutation } from '../api/create-password';
import { useNewPasswordForm } from '../hooks/use-new-password-form';
import { claimsOfToken } from '../lib/session-claims';

/**
 * Create password (docs/product/accounts.md#create-password): a signed-in customer without a
 * password sets one, then goes where the redirect state says (e.g. back to the booking).
 */
export function CreatePasswordForm() {
  const { t } = useTranslation();
  const { isLoggedIn, logIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  const create = useCreatePasswordMutation();
  const { formError, onError, onSubmit, field } = useNewPasswordForm('create');

  if (!isLoggedIn) {
    const state: AuthRedirectState = { redirectTo: `${location.pathname}${location.search}` };
    return <Navigate to={localizedHref(paths.signIn.getHref())} state={state} replace />;
  }

  const submit = onSubmit((body) =>
    create.mutate(body, {
      onSuccess: (jwt) => {
        logIn(jwt, claimsOfToken(jwt));
        void navigate(redirectTargetOf(location.state) ?? localizedHref(paths.home.getHref()), { replace: true });
      },
      onError,
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 440 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('auth.createPassword.title')}
      </Typography>
      <Typography color="text.secondary">{t('auth.createPassword.description')}</Typography>
      <FormErrorAlert code={formError} />
      {field('password', 'auth.fields.password')}
      {field('confirmPassword', 'auth.fields.confirmPassword')}
      <Button type="submit" variant="contained" size="large" loading={create.isPending}>
        {t('auth.createPassword.submit')}
      </Button>
    </Stack>
  );
}

import { createPasswordRequestBodySchema, i18nKeyOf } from '@freightdesk/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { redirectTargetOf, type AuthRedirectState } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useSession } from '@/lib/session/session-context';
import { useCreatePasswordMutation } from '../api/create-password';
import { useNewPasswordFields } from '../hooks/use-new-password-fields';
import { fieldMessagesOfZodError } from '../lib/form-errors';
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
  const { values, setMessages, formError, setFormError, onError, field } = useNewPasswordFields('create');

  if (!isLoggedIn) {
    const state: AuthRedirectState = { redirectTo: `${location.pathname}${location.search}` };
    return <Navigate to={localizedHref(paths.signIn.getHref())} state={state} replace />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = createPasswordRequestBodySchema.safeParse(values);
    if (!parsed.success) return setMessages(fieldMessagesOfZodError(parsed.error));
    setMessages({});
    create.mutate(parsed.data, {
      onSuccess: (jwt) => {
        logIn(jwt, claimsOfToken(jwt));
        void navigate(redirectTargetOf(location.state) ?? localizedHref(paths.home.getHref()), { replace: true });
      },
      onError,
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 440 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('auth.createPassword.title')}
      </Typography>
      <Typography color="text.secondary">{t('auth.createPassword.description')}</Typography>
      {formError && <Alert severity="error">{t(i18nKeyOf(formError))}</Alert>}
      {field('password', 'auth.fields.password')}
      {field('confirmPassword', 'auth.fields.confirmPassword')}
      <Button type="submit" variant="contained" size="large" loading={create.isPending}>
        {t('auth.createPassword.submit')}
      </Button>
    </Stack>
  );
}

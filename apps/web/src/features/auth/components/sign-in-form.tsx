import { loginRequestBodySchema, type ErrorCode } from '@freightdesk/domain';
import { Button } from '@/components/ui/button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLocation, useSearchParams } from 'react-router';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { EmailField } from '@/components/ui/form/email-field';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand/brand-context';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';
import { useLoginMutation } from '../api/login';
import { useStartSession } from '../hooks/use-start-session';
import { AuthViewLink, type AuthView } from './auth-links';
import { PasswordResetNeededDialog } from './password-reset-needed-dialog';
import { TextLink } from '@/components/ui/text-link';

interface SignInValues {
  login: string;
  password: string;
  rememberMe: boolean;
}

/** The answers to a sign-in that are about one field (docs/product/errors.md#account-calls "Login"). */
const loginCodeFields = { WRONG_CREDENTIALS: 'password', EMAIL_DOES_NOT_EXIST: 'login' } as const;

export interface SignInFormProps {
  /** The e-mail is not validated yet: the caller shows the code step. */
  onEmailNotValidated: (email: string) => void;
  onNavigate?: ((view: AuthView) => void) | undefined;
  headingLevel?: 'h1' | 'h2';
  initialEmail?: string;
}

/** `idp_id` from the query, else from the previous location's state (docs/product/accounts.md#sign-in-screen). */
function useIdpId(): string | undefined {
  const [searchParams] = useSearchParams();
  const state = useLocation().state as { idp_id?: unknown; from?: { search?: unknown } } | null;
  const fromSearch =
    typeof state?.from?.search === 'string' ? new URLSearchParams(state.from.search).get('idp_id') : null;
  const fromState = typeof state?.idp_id === 'string' ? state.idp_id : undefined;
  return searchParams.get('idp_id') ?? fromState ?? fromSearch ?? undefined;
}

/**
 * The login form (docs/product/accounts.md#sign-in-screen): e-mail, password, remember me, login, a
 * forgot-password link (the brand may point it elsewhere) and a register link, or only the
 * partner login button under partner single sign-on.
 */
export function SignInForm({
  onEmailNotValidated,
  onNavigate,
  headingLevel = 'h1',
  initialEmail = '',
}: SignInFormProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const idpId = useIdpId();
  const startSession = useStartSession();
  const loginMutation = useLoginMutation();
  const form = useZodForm<SignInValues, z.output<typeof loginRequestBodySchema>>({
    schema: loginRequestBodySchema,
    defaultValues: { login: initialEmail, password: '', rememberMe: false },
    toInput: ({ login, password }) => ({ login, password }),
  });
  const [formError, setFormError] = useState<ErrorCode>();
  const [isResetNeededOpen, setIsResetNeededOpen] = useState(false);

  const title = (
    <Typography component={headingLevel} variant="h5">
      {t('auth.signIn.title', { brandName: brand.name })}
    </Typography>
  );

  if (brand.featureFlags.partnerSingleSignOn) {
    return (
      <Stack spacing={3}>
        {title}
        <Button variant="contained" size="large" href={paths.auth.getHref({}, { idp_id: idpId })}>
          {t('auth.signIn.partnerLogin')}
        </Button>
      </Stack>
    );
  }

  const onLoginError = (error: unknown) => {
    const apiError = toApiError(error);
    const { code } = apiError;
    if (code === 'NOT_VALIDATED_EMAIL') return onEmailNotValidated(form.getValues('login').trim());
    if (code === 'EMPTY_PASSWORD') return setIsResetNeededOpen(true);
    if (setServerFieldErrors(form.setError, apiError, { fields: [], fieldOfCode: loginCodeFields })) return;
    if (code === 'UNKNOWN_ERROR') publishGlobalError(code);
    else setFormError(code);
  };

  const submit = form.handleSubmit((body) => {
    loginMutation.mutate(body, {
      onSuccess: (jwt) => startSession(jwt, { rememberMe: form.getValues('rememberMe') }),
      onError: onLoginError,
    });
  });

  const forgotPasswordLink = brand.forgotPasswordUrl ? (
    <TextLink href={brand.forgotPasswordUrl}>{t('auth.signIn.forgotPassword')}</TextLink>
  ) : (
    <AuthViewLink view="forgotPassword" onNavigate={onNavigate}>
      {t('auth.signIn.forgotPassword')}
    </AuthViewLink>
  );

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => {
        setFormError(undefined);
        void submit(event);
      }}
      spacing={2}
    >
      {title}
      <FormErrorAlert code={formError} />
      <EmailField control={form.control} name="login" id="sign-in-email" label={t('auth.fields.email')} required />
      <PasswordField
        control={form.control}
        name="password"
        id="sign-in-password"
        label={t('auth.fields.password')}
        autoComplete="current-password"
        required
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <CheckboxField
          control={form.control}
          name="rememberMe"
          id="sign-in-remember-me"
          label={t('auth.fields.rememberMe')}
        />
        {forgotPasswordLink}
      </Stack>
      <Button type="submit" variant="contained" size="large" loading={loginMutation.isPending}>
        {t('auth.signIn.submit')}
      </Button>
      <Typography sx={{ textAlign: 'center' }}>
        {t('auth.signIn.noAccount')}{' '}
        <AuthViewLink view="signUp" onNavigate={onNavigate}>
          {t('auth.signIn.register')}
        </AuthViewLink>
      </Typography>
      <PasswordResetNeededDialog isOpen={isResetNeededOpen} onConfirm={() => setIsResetNeededOpen(false)} />
    </Stack>
  );
}

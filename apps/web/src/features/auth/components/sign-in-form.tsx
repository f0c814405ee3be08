import { i18nKeyOf, loginRequestBodySchema, type ErrorCode } from '@freightdesk/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand/brand-context';
import { publishGlobalError } from '@/lib/global-errors';
import { useLoginMutation } from '../api/login';
import { useFieldMessage } from '../hooks/use-field-message';
import { useStartSession } from '../hooks/use-start-session';
import { fieldMessagesOfZodError, messageOfCode, type FieldMessages } from '../lib/form-errors';
import { AuthViewLink, type AuthView } from './auth-links';
import { PasswordField } from './password-field';
import { PasswordResetNeededDialog } from './password-reset-needed-dialog';

type LoginField = 'login' | 'password';

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
  const renderMessage = useFieldMessage();
  const loginMutation = useLoginMutation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [fieldMessages, setFieldMessages] = useState<FieldMessages<LoginField>>({});
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
    const { code } = toApiError(error);
    if (code === 'NOT_VALIDATED_EMAIL') onEmailNotValidated(email.trim());
    else if (code === 'EMPTY_PASSWORD') setIsResetNeededOpen(true);
    else if (code === 'WRONG_CREDENTIALS') setFieldMessages({ password: messageOfCode(code) });
    else if (code === 'EMAIL_DOES_NOT_EXIST') setFieldMessages({ login: messageOfCode(code) });
    else if (code === 'UNKNOWN_ERROR') publishGlobalError(code);
    else setFormError(code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = loginRequestBodySchema.safeParse({ login: email, password });
    if (!parsed.success) {
      setFieldMessages(fieldMessagesOfZodError(parsed.error));
      return;
    }
    setFieldMessages({});
    loginMutation.mutate(parsed.data, { onSuccess: (jwt) => startSession(jwt, { rememberMe }), onError: onLoginError });
  };

  const forgotPasswordLink = brand.forgotPasswordUrl ? (
    <Link href={brand.forgotPasswordUrl}>{t('auth.signIn.forgotPassword')}</Link>
  ) : (
    <AuthViewLink view="forgotPassword" onNavigate={onNavigate}>
      {t('auth.signIn.forgotPassword')}
    </AuthViewLink>
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {title}
      {formError && <Alert severity="error">{t(i18nKeyOf(formError))}</Alert>}
      <TextField
        id="sign-in-email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldMessages.login !== undefined}
        helperText={renderMessage(fieldMessages.login)}
        required
      />
      <PasswordField
        id="sign-in-password"
        label={t('auth.fields.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldMessages.password !== undefined}
        helperText={renderMessage(fieldMessages.password)}
        required
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />}
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

import { passwordRecoveryRequestBodySchema, i18nKeyOf, type ErrorCode } from '@freightdesk/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { usePasswordRecoveryMutation } from '../api/password-recovery';
import { useFieldMessage } from '../hooks/use-field-message';
import { fieldMessagesOfZodError, messageOfCode, type FieldMessages } from '../lib/form-errors';
import { AuthViewLink, type AuthView } from './auth-links';

/**
 * Forgot password (docs/product/accounts.md#password-recovery): the e-mail, then a sent view with resend (an info
 * toast) and change e-mail (back to the form, the address kept).
 */
export function ForgotPasswordView({
  onNavigate,
  headingLevel = 'h1',
}: {
  onNavigate?: ((view: AuthView) => void) | undefined;
  headingLevel?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const renderMessage = useFieldMessage();
  const recovery = usePasswordRecoveryMutation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [messages, setMessages] = useState<FieldMessages<'email'>>({});
  const [formError, setFormError] = useState<ErrorCode>();
  const [isResentToastOpen, setIsResentToastOpen] = useState(false);

  const onError = (error: unknown) => {
    const { code } = toApiError(error);
    if (code === 'USER_NOT_FOUND' || code === 'INVALID_EMAIL') setMessages({ email: messageOfCode(code) });
    else if (code === 'UNKNOWN_ERROR') publishGlobalError(code);
    else setFormError(code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = passwordRecoveryRequestBodySchema.safeParse({ email });
    if (!parsed.success) return setMessages(fieldMessagesOfZodError(parsed.error));
    setMessages({});
    recovery.mutate(parsed.data, { onSuccess: () => setSentTo(parsed.data.email), onError });
  };

  const resend = () => {
    if (sentTo === undefined) return;
    recovery.mutate(
      { email: sentTo },
      {
        onSuccess: () => setIsResentToastOpen(true),
        onError: (error) => {
          const { code } = toApiError(error);
          if (!publishGlobalError(code)) setFormError(code);
        },
      },
    );
  };

  const heading = (key: string) => (
    <Typography component={headingLevel} variant="h5">
      {t(key)}
    </Typography>
  );
  const errorAlert = formError && <Alert severity="error">{t(i18nKeyOf(formError))}</Alert>;

  if (sentTo !== undefined) {
    return (
      <Stack spacing={2}>
        {heading('auth.forgotPassword.sentTitle')}
        <Typography>{t('auth.forgotPassword.sentDescription', { email: sentTo })}</Typography>
        {errorAlert}
        <Button variant="contained" onClick={resend} loading={recovery.isPending}>
          {t('auth.forgotPassword.resend')}
        </Button>
        <Button
          variant="text"
          onClick={() => {
            setSentTo(undefined);
            setFormError(undefined);
          }}
        >
          {t('auth.forgotPassword.changeEmail')}
        </Button>
        <Snackbar open={isResentToastOpen} autoHideDuration={6000} onClose={() => setIsResentToastOpen(false)}>
          <Alert severity="info" onClose={() => setIsResentToastOpen(false)} variant="filled">
            {t('auth.forgotPassword.resent')}
          </Alert>
        </Snackbar>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {heading('auth.forgotPassword.title')}
      <Typography color="text.secondary">{t('auth.forgotPassword.description')}</Typography>
      {errorAlert}
      <TextField
        id="forgot-password-email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={messages.email !== undefined}
        helperText={renderMessage(messages.email)}
        required
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" loading={recovery.isPending}>
        {t('auth.forgotPassword.submit')}
      </Button>
      <Typography sx={{ textAlign: 'center' }}>
        <AuthViewLink view="signIn" onNavigate={onNavigate}>
          {t('auth.forgotPassword.backToLogin')}
        </AuthViewLink>
      </Typography>
    </Stack>
  );
}

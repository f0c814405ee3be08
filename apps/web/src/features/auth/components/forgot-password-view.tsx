import { passwordRecoveryRequestBodySchema, type ErrorCode } from '@freightdesk/domain';
import { Button } from '@/components/ui/button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EmailField } from '@/components/ui/form/email-field';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { toApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';
import { usePasswordRecoveryMutation } from '../api/password-recovery';
import { AuthViewLink, type AuthView } from './auth-links';
import { Alert } from '@/components/ui/alert';

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
  const recovery = usePasswordRecoveryMutation();
  const form = useZodForm<{ email: string }, z.output<typeof passwordRecoveryRequestBodySchema>>({
    schema: passwordRecoveryRequestBodySchema,
    defaultValues: { email: '' },
  });
  const [sentTo, setSentTo] = useState<string>();
  const [formError, setFormError] = useState<ErrorCode>();
  const [isResentToastOpen, setIsResentToastOpen] = useState(false);

  const onError = (error: unknown) => {
    const apiError = toApiError(error);
    const fieldOfCode = { USER_NOT_FOUND: 'email', INVALID_EMAIL: 'email' } as const;
    if (setServerFieldErrors(form.setError, apiError, { fields: [], fieldOfCode })) return;
    if (apiError.code === 'UNKNOWN_ERROR') publishGlobalError(apiError.code);
    else setFormError(apiError.code);
  };

  const submit = form.handleSubmit((body) => {
    recovery.mutate(body, { onSuccess: () => setSentTo(body.email), onError });
  });

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
  const errorAlert = <FormErrorAlert code={formError} />;

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
          <Alert
            severity="info"
            onClose={() => setIsResentToastOpen(false)}
            closeText={t('auth.panel.close')}
            variant="filled"
          >
            {t('auth.forgotPassword.resent')}
          </Alert>
        </Snackbar>
      </Stack>
    );
  }

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
      {heading('auth.forgotPassword.title')}
      <Typography color="text.secondary">{t('auth.forgotPassword.description')}</Typography>
      {errorAlert}
      <EmailField
        control={form.control}
        name="email"
        id="forgot-password-email"
        label={t('auth.fields.email')}
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

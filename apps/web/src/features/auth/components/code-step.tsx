import { isVerifyCodeEnabled, type ErrorCode } from '@freightdesk/domain';
import { Button } from '@/components/ui/button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand/brand-context';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';
import { useResendCodeMutation } from '../api/resend-code';
import { useValidateEmailMutation } from '../api/validate-email';
import { useStartSession } from '../hooks/use-start-session';
import { TextLink } from '@/components/ui/text-link';
import { Alert } from '@/components/ui/alert';

/** The code as typed; the server checks it (verify is enabled from the brand's minimum length). */
const codeSchema = z.object({ code: z.string().trim() });

export interface CodeStepProps {
  email: string;
  /** `login`: the code completes a sign-in; `registration`: it creates the session of a new user. */
  mode: 'login' | 'registration';
  onBack: () => void;
  /** Heading level of the step title (2 inside a page that has its own h1). */
  headingLevel?: 'h1' | 'h2';
}

/**
 * The one-time-code step (docs/product/accounts.md#one-time-codes): title, subtitle, the address the code went to,
 * a spam hint, the code input, verify (enabled once the code reaches the brand's
 * minCharacterVerifyEmail), resend (a new code, said in a toast) and a back link.
 */
export function CodeStep({ email, mode, onBack, headingLevel = 'h1' }: CodeStepProps) {
  const { t } = useTranslation();
  const { minCharacterVerifyEmail } = useBrand();
  const startSession = useStartSession();
  const validateEmail = useValidateEmailMutation();
  const resendCode = useResendCodeMutation();
  const form = useZodForm<{ code: string }, z.output<typeof codeSchema>>({
    schema: codeSchema,
    defaultValues: { code: '' },
  });
  const code = useWatch({ control: form.control, name: 'code' });
  const [formError, setFormError] = useState<ErrorCode>();
  const [isResentToastOpen, setIsResentToastOpen] = useState(false);

  const send = ({ code: typedCode }: z.output<typeof codeSchema>) =>
    validateEmail.mutate(
      { email, code: typedCode },
      {
        onSuccess: (jwt) => startSession(jwt, { isNewUser: mode === 'registration' }),
        onError: (error) => {
          const apiError = toApiError(error);
          if (setServerFieldErrors(form.setError, apiError, { fields: [], fieldOfCode: { INVALID_CODE: 'code' } }))
            return;
          // USER_NOT_FOUND: the generic unknown-error notice (docs/product/shell.md#global-notices).
          const { code: errorCode } = apiError;
          if (errorCode === 'USER_NOT_FOUND' || errorCode === 'UNKNOWN_ERROR') publishGlobalError('UNKNOWN_ERROR');
          else setFormError(errorCode);
        },
      },
    );

  const resend = () => {
    setFormError(undefined);
    resendCode.mutate(
      { email },
      {
        onSuccess: () => {
          form.reset({ code: '' });
          setIsResentToastOpen(true);
        },
        onError: (error) => {
          const { code: errorCode } = toApiError(error);
          if (!publishGlobalError(errorCode)) setFormError(errorCode);
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isVerifyCodeEnabled(code, minCharacterVerifyEmail)) return;
        setFormError(undefined);
        void form.handleSubmit(send)(event);
      }}
      spacing={2}
    >
      <Typography component={headingLevel} variant="h5">
        {t('auth.codeStep.title')}
      </Typography>
      <Typography color="text.secondary">{t('auth.codeStep.subtitle')}</Typography>
      <Alert severity="info">{t('auth.codeStep.sentTo', { email })}</Alert>
      <Typography variant="body2" color="text.secondary">
        {t('auth.codeStep.spamHint')}
      </Typography>
      <FormErrorAlert code={formError} />
      <TextFormField
        control={form.control}
        name="code"
        id="verification-code"
        label={t('auth.fields.code')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        autoFocus
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!isVerifyCodeEnabled(code, minCharacterVerifyEmail)}
        loading={validateEmail.isPending}
      >
        {t('auth.codeStep.verify')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth.codeStep.noCode')}{' '}
        <TextLink onClick={resend} disabled={resendCode.isPending} sx={{ verticalAlign: 'baseline' }}>
          {t('auth.codeStep.resend')}
        </TextLink>
      </Typography>
      <TextLink onClick={onBack} sx={{ alignSelf: 'center' }}>
        {t(mode === 'login' ? 'auth.codeStep.backToLogin' : 'auth.codeStep.backToRegistration')}
      </TextLink>
      <Snackbar open={isResentToastOpen} autoHideDuration={6000} onClose={() => setIsResentToastOpen(false)}>
        <Alert
          severity="info"
          onClose={() => setIsResentToastOpen(false)}
          closeText={t('auth.panel.close')}
          variant="filled"
        >
          {t('auth.codeStep.resent', { email })}
        </Alert>
      </Snackbar>
    </Stack>
  );
}

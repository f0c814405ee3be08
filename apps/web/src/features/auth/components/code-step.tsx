import { i18nKeyOf, isVerifyCodeEnabled, type ErrorCode } from '@freightdesk/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-client';
import { useBrand } from '@/lib/brand/brand-context';
import { publishGlobalError } from '@/lib/global-errors';
import { useResendCodeMutation } from '../api/resend-code';
import { useValidateEmailMutation } from '../api/validate-email';
import { useStartSession } from '../hooks/use-start-session';

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
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [formError, setFormError] = useState<ErrorCode>();
  const [isResentToastOpen, setIsResentToastOpen] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isVerifyCodeEnabled(code, minCharacterVerifyEmail)) return;
    setCodeError(undefined);
    setFormError(undefined);
    validateEmail.mutate(
      { email, code: code.trim() },
      {
        onSuccess: (jwt) => startSession(jwt, { isNewUser: mode === 'registration' }),
        onError: (error) => {
          const { code: errorCode } = toApiError(error);
          if (errorCode === 'INVALID_CODE') setCodeError(t(i18nKeyOf('INVALID_CODE')));
          // USER_NOT_FOUND: the generic unknown-error notice (docs/product/shell.md#global-notices).
          else if (errorCode === 'USER_NOT_FOUND' || errorCode === 'UNKNOWN_ERROR') publishGlobalError('UNKNOWN_ERROR');
          else setFormError(errorCode);
        },
      },
    );
  };

  const resend = () => {
    setFormError(undefined);
    resendCode.mutate(
      { email },
      {
        onSuccess: () => {
          setCode('');
          setCodeError(undefined);
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
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography component={headingLevel} variant="h5">
        {t('auth.codeStep.title')}
      </Typography>
      <Typography color="text.secondary">{t('auth.codeStep.subtitle')}</Typography>
      <Alert severity="info">{t('auth.codeStep.sentTo', { email })}</Alert>
      <Typography variant="body2" color="text.secondary">
        {t('auth.codeStep.spamHint')}
      </Typography>
      {formError && <Alert severity="error">{t(i18nKeyOf(formError))}</Alert>}
      <TextField
        id="verification-code"
        label={t('auth.fields.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={codeError !== undefined}
        helperText={codeError}
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
        <Link
          component="button"
          type="button"
          onClick={resend}
          disabled={resendCode.isPending}
          sx={{ verticalAlign: 'baseline' }}
        >
          {t('auth.codeStep.resend')}
        </Link>
      </Typography>
      <Link component="button" type="button" onClick={onBack} sx={{ alignSelf: 'center' }}>
        {t(mode === 'login' ? 'auth.codeStep.backToLogin' : 'auth.codeStep.backToRegistration')}
      </Link>
      <Snackbar open={isResentToastOpen} autoHideDuration={6000} onClose={() => setIsResentToastOpen(false)}>
        <Alert severity="info" onClose={() => setIsResentToastOpen(false)} variant="filled">
          {t('auth.codeStep.resent', { email })}
        </Alert>
      </Snackbar>
    </Stack>
  );
}

import { passwordRecoveryRequestBodySchema } from '@freightdesk/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
import { useFieldMessage } from '../hooks/use-field-message';
import { fieldMessagesOfZodError, type FieldMessages } from '../lib/form-errors';
import { AuthViewLink } from './auth-links';
import { CodeStep } from './code-step';

/** The query parameter naming the address to verify. */
export const verifyEmailQueryParam = 'email';

const validEmailOf = (value: string | null): string | undefined => {
  const parsed = passwordRecoveryRequestBodySchema.safeParse({ email: value ?? '' });
  return parsed.success ? parsed.data.email : undefined;
};

/**
 * The e-mail verification screen (docs/product/accounts.md#e-mail-verification): the one-time code for
 * the address in `?email=` (verify, resend, back to login); without one, the address first.
 * Verifying signs the user in.
 */
export function EmailVerificationView() {
  const { t } = useTranslation();
  const renderMessage = useFieldMessage();
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  const [searchParams, setSearchParams] = useSearchParams();
  const email = validEmailOf(searchParams.get(verifyEmailQueryParam));
  const [typedEmail, setTypedEmail] = useState(searchParams.get(verifyEmailQueryParam) ?? '');
  const [messages, setMessages] = useState<FieldMessages<'email'>>({});

  if (email !== undefined) {
    return <CodeStep email={email} mode="login" onBack={() => void navigate(localizedHref(paths.signIn.getHref()))} />;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordRecoveryRequestBodySchema.safeParse({ email: typedEmail });
    if (!parsed.success) return setMessages(fieldMessagesOfZodError(parsed.error));
    setMessages({});
    setSearchParams((params) => {
      params.set(verifyEmailQueryParam, parsed.data.email ?? typedEmail.trim());
      return params;
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography component="h1" variant="h5">
        {t('auth.verifyEmail.title')}
      </Typography>
      <Typography color="text.secondary">{t('auth.verifyEmail.description')}</Typography>
      <TextField
        id="verify-email-email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        value={typedEmail}
        onChange={(event) => setTypedEmail(event.target.value)}
        error={messages.email !== undefined}
        helperText={renderMessage(messages.email)}
        required
        autoFocus
      />
      <Button type="submit" variant="contained" size="large">
        {t('auth.verifyEmail.continue')}
      </Button>
      <Typography sx={{ textAlign: 'center' }}>
        <AuthViewLink view="signIn">{t('auth.codeStep.backToLogin')}</AuthViewLink>
      </Typography>
    </Stack>
  );
}

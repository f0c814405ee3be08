import { passwordRecoveryRequestBodySchema } from '@freightdesk/domain';
import { Button } from '@/components/ui/button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { EmailField } from '@/components/ui/form/email-field';
import { paths } from '@/config/paths';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useLocalizedHref } from '@/lib/i18n/use-localized-href';
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
  const navigate = useNavigate();
  const localizedHref = useLocalizedHref();
  const [searchParams, setSearchParams] = useSearchParams();
  const email = validEmailOf(searchParams.get(verifyEmailQueryParam));
  const form = useZodForm<{ email: string }, z.output<typeof passwordRecoveryRequestBodySchema>>({
    schema: passwordRecoveryRequestBodySchema,
    defaultValues: { email: searchParams.get(verifyEmailQueryParam) ?? '' },
  });

  if (email !== undefined) {
    return <CodeStep email={email} mode="login" onBack={() => void navigate(localizedHref(paths.signIn.getHref()))} />;
  }

  const submit = form.handleSubmit((body) => {
    setSearchParams((params) => {
      params.set(verifyEmailQueryParam, body.email ?? form.getValues('email').trim());
      return params;
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
      <Typography component="h1" variant="h5">
        {t('auth.verifyEmail.title')}
      </Typography>
      <Typography color="text.secondary">{t('auth.verifyEmail.description')}</Typography>
      <EmailField
        control={form.control}
        name="email"
        id="verify-email-email"
        label={t('auth.fields.email')}
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

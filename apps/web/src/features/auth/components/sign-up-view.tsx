import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthViewLink, type AuthView } from './auth-links';
import { CodeStep } from './code-step';
import { SignUpForm } from './sign-up-form';

/**
 * Sign-up (docs/product/accounts.md#sign-up-forms): title, an "already have an account" link, the form,
 * then the one-time-code step when the server e-mailed a code (202).
 */
export function SignUpView({
  onNavigate,
  headingLevel = 'h1',
}: {
  onNavigate?: ((view: AuthView) => void) | undefined;
  headingLevel?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const [codeSentTo, setCodeSentTo] = useState<string>();

  return (
    <>
      {codeSentTo !== undefined && (
        <CodeStep
          email={codeSentTo}
          mode="registration"
          onBack={() => setCodeSentTo(undefined)}
          headingLevel={headingLevel}
        />
      )}
      {/* Kept mounted while the code step shows, so "back" returns to the answers given. */}
      <Stack spacing={2} hidden={codeSentTo !== undefined}>
        <Typography component={headingLevel} variant="h5">
          {t('auth.signUp.title')}
        </Typography>
        <Typography>
          {t('auth.signUp.haveAccount')}{' '}
          <AuthViewLink view="signIn" onNavigate={onNavigate}>
            {t('auth.signUp.loginHere')}
          </AuthViewLink>
        </Typography>
        <SignUpForm onCodeSent={setCodeSentTo} />
      </Stack>
    </>
  );
}

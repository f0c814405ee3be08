import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { authPanelQueryParam } from '@/config/paths';
import type { AuthView } from './auth-links';
import { CodeStep } from './code-step';
import { SignInForm } from './sign-in-form';

/**
 * The query parameter naming the auth view; the login code step is `otp`
 * (docs/product/accounts.md#auth-slide-out-panel).
 */
export const authPanelParam = authPanelQueryParam;

/** Sign-in, switching to the one-time-code step when the e-mail is not validated yet. */
export function SignInView({
  onNavigate,
  headingLevel,
}: {
  onNavigate?: ((view: AuthView) => void) | undefined;
  headingLevel?: 'h1' | 'h2';
}) {
  const [, setSearchParams] = useSearchParams();
  // Switching steps rewrites the query; the redirect state must survive it.
  const { state } = useLocation() as { state: unknown };
  const [unvalidatedEmail, setUnvalidatedEmail] = useState<string>();
  const [lastEmail, setLastEmail] = useState('');

  const showCodeStep = (email: string) => {
    setUnvalidatedEmail(email);
    setLastEmail(email);
    setSearchParams(
      (params) => {
        params.set(authPanelParam, 'otp');
        return params;
      },
      { replace: true, preventScrollReset: true, state },
    );
  };
  const backToForm = () => {
    setUnvalidatedEmail(undefined);
    setSearchParams(
      (params) => {
        if (onNavigate) params.set(authPanelParam, 'signIn');
        else params.delete(authPanelParam);
        return params;
      },
      { replace: true, preventScrollReset: true, state },
    );
  };

  if (unvalidatedEmail !== undefined) {
    return (
      <CodeStep email={unvalidatedEmail} mode="login" onBack={backToForm} {...(headingLevel ? { headingLevel } : {})} />
    );
  }
  return (
    <SignInForm
      onEmailNotValidated={showCodeStep}
      onNavigate={onNavigate}
      initialEmail={lastEmail}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}

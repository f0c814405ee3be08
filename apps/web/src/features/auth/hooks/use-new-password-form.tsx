import { resetPasswordRequestBodySchema, type ErrorCode, type ResetPasswordRequestBody } from '@freightdesk/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/form/password-field';
import { toApiError } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';

export type NewPasswordFieldName = 'password' | 'confirmPassword';

/** The server's answers about one of the two fields (docs/product/errors.md#account-calls). */
const newPasswordCodeFields = { INVALID_PASSWORD: 'password', INVALID_CONFIRM_PASSWORD: 'confirmPassword' } as const;

/**
 * The new-password + confirmation form that reset password and create password share (both
 * read `resetPasswordRequestBodySchema`): the form, the server's INVALID_PASSWORD /
 * INVALID_CONFIRM_PASSWORD on their fields, other codes as a form error or a global notice,
 * and the inputs.
 */
export function useNewPasswordForm(idPrefix: string) {
  const { t } = useTranslation();
  const form = useZodForm<Record<NewPasswordFieldName, string>, ResetPasswordRequestBody>({
    schema: resetPasswordRequestBodySchema,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [formError, setFormError] = useState<ErrorCode>();

  const onError = (error: unknown) => {
    const apiError = toApiError(error);
    if (setServerFieldErrors(form.setError, apiError, { fields: [], fieldOfCode: newPasswordCodeFields })) return;
    if (!publishGlobalError(apiError.code)) setFormError(apiError.code);
  };

  const field = (name: NewPasswordFieldName, labelKey: string) => (
    <PasswordField
      control={form.control}
      name={name}
      id={`${idPrefix}-${name}`}
      label={t(labelKey)}
      autoComplete="new-password"
      hint={name === 'password' ? t('auth.resetPassword.hint') : undefined}
      required
    />
  );

  /** Submits the checked body; the form error of the last try is cleared first. */
  const onSubmit = (send: (body: ResetPasswordRequestBody) => void) => (event: FormEvent) => {
    setFormError(undefined);
    void form.handleSubmit(send)(event);
  };

  return { form, formError, onError, onSubmit, field };
}

import { changePasswordRequestBodySchema, type ChangePasswordRequestBody, type ErrorCode } from '@freightdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/form/password-field';
import { toApiError } from '@/lib/api-client';
import { messageOfKey } from '@/lib/forms/field-messages';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';
import { useChangePasswordMutation } from '../api/change-password';
import { ProfileFormSection } from './profile-form-section';

const passwordFields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
type PasswordFieldName = (typeof passwordFields)[number];
const emptyPasswords: Record<PasswordFieldName, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (docs/product/accounts.md#change-password): the current one, a new one of at least 8 that differs,
 * and its confirmation.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePasswordMutation();
  const form = useZodForm<Record<PasswordFieldName, string>, ChangePasswordRequestBody>({
    schema: changePasswordRequestBodySchema,
    defaultValues: emptyPasswords,
  });
  const [formError, setFormError] = useState<ErrorCode>();
  const [isChanged, setIsChanged] = useState(false);

  const onError = (error: unknown) => {
    const apiError = toApiError(error);
    const isOnField = setServerFieldErrors(form.setError, apiError, {
      fields: ['oldPassword'],
      // The server refuses a wrong current password with INVALID_PASSWORD on oldPassword.
      messageOfField: { oldPassword: messageOfKey('profile.password.wrongOldPassword') },
      fieldOfCode: { INVALID_CONFIRM_PASSWORD: 'confirmPassword', INVALID_PASSWORD: 'newPassword' },
    });
    if (!isOnField && !publishGlobalError(apiError.code)) setFormError(apiError.code);
  };

  const send = (body: ChangePasswordRequestBody) =>
    change.mutate(body, {
      onSuccess: () => {
        form.reset(emptyPasswords);
        setIsChanged(true);
      },
      onError,
    });

  return (
    <ProfileFormSection
      id="profile-password"
      title={t('profile.password.title')}
      isDone={isChanged}
      doneText={t('profile.password.changed')}
      formError={formError}
      isSaving={change.isPending}
      submitLabel={t('profile.password.submit')}
      onSubmit={(event) => {
        setFormError(undefined);
        setIsChanged(false);
        void form.handleSubmit(send)(event);
      }}
    >
      {passwordFields.map((field) => (
        <PasswordField
          key={field}
          control={form.control}
          name={field}
          id={`profile-${field}`}
          label={t(`profile.password.${field}`)}
          autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
          hint={field === 'newPassword' ? t('profile.password.hint') : undefined}
          required
        />
      ))}
    </ProfileFormSection>
  );
}

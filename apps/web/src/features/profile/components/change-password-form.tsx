import { changePasswordRequestBodySchema, type ChangePasswordRequestBody, type ErrorCode } from '@freightdesk/domain';
import Alert from '@mui/material/Alert';
import { Button } from '@/components/ui/button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '@/components/ui/form/form-error-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { toApiError } from '@/lib/api-client';
import { messageOfKey } from '@/lib/forms/field-messages';
import { setServerFieldErrors } from '@/lib/forms/server-errors';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { publishGlobalError } from '@/lib/global-errors';
import { useChangePasswordMutation } from '../api/change-password';

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
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => {
        setFormError(undefined);
        setIsChanged(false);
        void form.handleSubmit(send)(event);
      }}
      spacing={2}
      aria-labelledby="profile-password-title"
    >
      <Typography id="profile-password-title" component="h2" variant="h6">
        {t('profile.password.title')}
      </Typography>
      {isChanged && <Alert severity="success">{t('profile.password.changed')}</Alert>}
      <FormErrorAlert code={formError} />
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
      <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('profile.password.submit')}
      </Button>
    </Stack>
  );
}

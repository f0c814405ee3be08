import { changePasswordRequestBodySchema, i18nKeyOf, type ErrorCode } from '@freightdesk/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { useChangePasswordMutation } from '../api/change-password';
import { fieldMessagesOf, type FieldMessages } from '../lib/form-messages';

const passwordFields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
type PasswordField = (typeof passwordFields)[number];
const emptyPasswords: Record<PasswordField, string> = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (docs/product/accounts.md#change-password): the current one, a new one of at least 8 that differs,
 * and its confirmation.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePasswordMutation();
  const [values, setValues] = useState(emptyPasswords);
  const [messages, setMessages] = useState<FieldMessages<PasswordField>>({});
  const [formError, setFormError] = useState<ErrorCode>();
  const [isChanged, setIsChanged] = useState(false);

  const onError = (error: unknown) => {
    const apiError = toApiError(error);
    // The server refuses a wrong current password with INVALID_PASSWORD on oldPassword.
    if (apiError.fieldErrors['oldPassword'])
      return setMessages({ oldPassword: { key: 'profile.password.wrongOldPassword', values: {} } });
    if (apiError.code === 'INVALID_CONFIRM_PASSWORD')
      return setMessages({ confirmPassword: { key: i18nKeyOf(apiError.code), values: {} } });
    if (apiError.code === 'INVALID_PASSWORD')
      return setMessages({ newPassword: { key: i18nKeyOf(apiError.code), values: {} } });
    if (!publishGlobalError(apiError.code)) setFormError(apiError.code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    setIsChanged(false);
    const parsed = changePasswordRequestBodySchema.safeParse(values);
    if (!parsed.success) return setMessages(fieldMessagesOf(parsed.error));
    setMessages({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setValues(emptyPasswords);
        setIsChanged(true);
      },
      onError,
    });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="profile-password-title">
      <Typography id="profile-password-title" component="h2" variant="h6">
        {t('profile.password.title')}
      </Typography>
      {isChanged && <Alert severity="success">{t('profile.password.changed')}</Alert>}
      {formError && <Alert severity="error">{t(i18nKeyOf(formError))}</Alert>}
      {passwordFields.map((field) => {
        const message = messages[field];
        return (
          <TextField
            key={field}
            id={`profile-${field}`}
            type="password"
            label={t(`profile.password.${field}`)}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
            required
            error={message !== undefined}
            helperText={
              message
                ? t(message.key, message.values)
                : field === 'newPassword'
                  ? t('profile.password.hint')
                  : undefined
            }
          />
        );
      })}
      <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('profile.password.submit')}
      </Button>
    </Stack>
  );
}

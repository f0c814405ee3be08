import type { ErrorCode } from '@freightdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-client';
import { publishGlobalError } from '@/lib/global-errors';
import { PasswordField } from '../components/password-field';
import { messageOfCode, type FieldMessages } from '../lib/form-errors';
import { useFieldMessage } from './use-field-message';

export type NewPasswordFieldName = 'password' | 'confirmPassword';

/**
 * The new-password + confirmation pair that reset password and create password share: their
 * values, field messages, the server's INVALID_PASSWORD / INVALID_CONFIRM_PASSWORD landing on
 * their fields (docs/product/errors.md#account-calls), other codes as a form error or a global notice, and the inputs.
 */
export function useNewPasswordFields(idPrefix: string) {
  const { t } = useTranslation();
  const renderMessage = useFieldMessage();
  const [values, setValues] = useState<Record<NewPasswordFieldName, string>>({ password: '', confirmPassword: '' });
  const [messages, setMessages] = useState<FieldMessages<NewPasswordFieldName>>({});
  const [formError, setFormError] = useState<ErrorCode>();

  const onError = (error: unknown) => {
    const { code } = toApiError(error);
    if (code === 'INVALID_PASSWORD') setMessages({ password: messageOfCode(code) });
    else if (code === 'INVALID_CONFIRM_PASSWORD') setMessages({ confirmPassword: messageOfCode(code) });
    else if (!publishGlobalError(code)) setFormError(code);
  };

  const field = (name: NewPasswordFieldName, labelKey: string) => (
    <PasswordField
      id={`${idPrefix}-${name}`}
      label={t(labelKey)}
      autoComplete="new-password"
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={messages[name] !== undefined}
      helperText={renderMessage(messages[name]) ?? (name === 'password' ? t('auth.resetPassword.hint') : undefined)}
      required
    />
  );

  return { values, setMessages, formError, setFormError, onError, field };
}

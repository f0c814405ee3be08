import type { ErrorCode } from '@freightdesk/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '@/lib/api-client';
import { fieldErrorOf, messageOfCode, messageOfKey, type FieldMessage } from './field-messages';

export interface ServerFieldErrorOptions<Values extends FieldValues> {
  /** The form's fields: a 422 error on any other field is not shown on a field. */
  fields: readonly Path<Values>[];
  /** Catalogue codes that are about one field (e.g. EMAIL_ALREADY_EXIST → email). */
  fieldOfCode?: Partial<Record<ErrorCode, Path<Values>>>;
  /** Does the app have a text for this key (i18n.exists)? Unknown keys fall back to `fallbackCodes`. */
  isKnownKey?: (key: string) => boolean;
  /** The code whose text a field shows when the server's key for it is unknown. */
  fallbackCodes?: Partial<Record<Path<Values>, ErrorCode>>;
  /** The message a field shows whatever key the server sent for it (e.g. a wrong current password). */
  messageOfField?: Partial<Record<Path<Values>, FieldMessage>>;
}

/**
 * The server's answer on the form's fields (ADR 046): a 422 body's `errors` (`{ field: [key, …] }`,
 * apps/web/src/lib/api-client.ts) land on their fields, else a code about one field lands on it.
 * Returns whether any field took a message; the caller shows the rest (a form alert or a
 * global notice).
 */
export function setServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: ApiError,
  options: ServerFieldErrorOptions<Values>,
): boolean {
  const { fields, isKnownKey = () => true } = options;
  const fieldOfCode: Partial<Record<ErrorCode, Path<Values>>> = options.fieldOfCode ?? {};
  const fallbackCodes: Partial<Record<Path<Values>, ErrorCode>> = options.fallbackCodes ?? {};
  const messageOfField: Partial<Record<Path<Values>, FieldMessage>> = options.messageOfField ?? {};
  let isShown = false;
  for (const field of fields) {
    const keys = error.fieldErrors[field];
    if (!keys) continue;
    const key = keys.find(isKnownKey);
    const fallback = fallbackCodes[field];
    const message = messageOfField[field] ?? (key ? messageOfKey(key) : fallback ? messageOfCode(fallback) : undefined);
    if (message) {
      setError(field, fieldErrorOf(message, 'server'), { shouldFocus: !isShown });
      isShown = true;
    }
  }
  const codeField = fieldOfCode[error.code];
  if (!isShown && codeField !== undefined) {
    setError(codeField, fieldErrorOf(messageOfCode(error.code), 'server'), { shouldFocus: true });
    isShown = true;
  }
  return isShown;
}

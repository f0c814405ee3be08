import { i18nKeyOf, validationMessageOf, type ErrorCode, type ValidationMessage } from '@freightdesk/domain';
import type { z } from 'zod';
import type { ApiError } from '@/lib/api-client';

/** One message per field, ready for `t(key, values)`. */
export type FieldMessages<Field extends string = string> = Partial<Record<Field, ValidationMessage>>;

/** The first message of every invalid field of a zod error (`labels` give the `{{field}}` value). */
export function fieldMessagesOfZodError(
  error: z.ZodError,
  labels: Readonly<Record<string, string>> = {},
): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_root';
    messages[field] ??= validationMessageOf(issue, labels[field]);
  }
  return messages;
}

/** A catalogue code as a field message. */
export const messageOfCode = (code: ErrorCode): ValidationMessage => ({ key: i18nKeyOf(code), values: {} });

/**
 * The 422 `errors` of an answer as field messages (docs/product/accounts.md#field-rules "Server field errors map onto
 * form fields"): the server sends the domain's message keys; a field whose key the app does not
 * know falls back to `fallbackByField` (e.g. email → INVALID_EMAIL), else is left out.
 */
export function fieldMessagesOfApiError(
  error: ApiError,
  isKnownKey: (key: string) => boolean,
  fallbackByField: Readonly<Record<string, ErrorCode>> = {},
): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, keys] of Object.entries(error.fieldErrors)) {
    const key = keys.find(isKnownKey);
    const fallback = fallbackByField[field];
    if (key) messages[field] = { key, values: {} };
    else if (fallback) messages[field] = messageOfCode(fallback);
  }
  return messages;
}

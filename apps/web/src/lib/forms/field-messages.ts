import { i18nKeyOf, validationMessageOf, type ErrorCode, type ValidationMessage } from '@freightdesk/domain';
import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The one place where a field's message comes from (ADR 046). A field message is an i18n key
 * and its values (`{ key, values }`, see packages/domain/src/accounts/validation-messages.ts):
 * - a zod issue: its message is the domain's key, its limit the `{{count}}`;
 * - a catalogue code (a 409 or 422 answer about one field): the code's own text;
 * - a key the server sent in a 422 body's `errors`, or a key of the form's own.
 * The field adds its label as `{{field}}` when it renders the message (form-field.tsx).
 */
export type FieldMessage = ValidationMessage;

/** react-hook-form's field error carrying the message's values beside its key. */
export interface FormFieldError extends FieldError {
  values?: FieldMessage['values'];
}

/** A catalogue code as a field message. */
export const messageOfCode = (code: ErrorCode): FieldMessage => ({ key: i18nKeyOf(code), values: {} });

/** A message key (the domain's, the server's or the form's own) as a field message. */
export const messageOfKey = (key: string): FieldMessage => ({ key, values: {} });

/** A zod issue as a field message. */
export const messageOfIssue = (issue: z.core.$ZodIssue): FieldMessage => validationMessageOf(issue);

/** A field message as react-hook-form's error (`type` says where it came from). */
export function fieldErrorOf(message: FieldMessage, type = 'validation'): FormFieldError {
  return { type, message: message.key, values: message.values };
}

/** The text of a field error in the current language, the field's label as `{{field}}`. */
export function fieldErrorText(
  t: (key: string, values: Record<string, unknown>) => string,
  error: { message?: string | undefined } | undefined,
  label: string,
): string | undefined {
  if (!error?.message) return undefined;
  const values = (error as FormFieldError).values ?? {};
  return t(error.message, { ...values, field: label });
}

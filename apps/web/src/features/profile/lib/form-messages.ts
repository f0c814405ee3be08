import { validationMessageOf, type ValidationMessage } from '@freightdesk/domain';
import type { z } from 'zod';

export type FieldMessages<Field extends string> = Partial<Record<Field, ValidationMessage>>;

/** The first message of every invalid field (`labels` give the `{{field}}` value). */
export function fieldMessagesOf<Field extends string>(
  error: z.ZodError,
  labels: Readonly<Record<string, string>> = {},
): FieldMessages<Field> {
  const messages: Partial<Record<string, ValidationMessage>> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    messages[field] ??= validationMessageOf(issue, labels[field]);
  }
  return messages as FieldMessages<Field>;
}

/** Server field errors (domain message keys) as field messages, for the fields the form has. */
export function serverFieldMessages<Field extends string>(
  fieldErrors: Readonly<Record<string, string[]>>,
  fields: readonly Field[],
): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  for (const field of fields) {
    const key = fieldErrors[field]?.[0];
    if (key) messages[field] = { key, values: {} };
  }
  return messages;
}

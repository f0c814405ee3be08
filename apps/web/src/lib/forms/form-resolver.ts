import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorOf, messageOfIssue, type FormFieldError } from './field-messages';

/**
 * A react-hook-form resolver for a domain zod schema, as @hookform/resolvers' zodResolver, but
 * keeping each issue's limit (`minimum`/`maximum`) for the message's `{{count}}` (ADR 046).
 * `toInput` turns the form's values into what the schema reads (e.g. blank inputs left out);
 * `check` adds the form's own rules that are not the schema's (e.g. the terms checkbox).
 */
export function zodFormResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output>,
  options: {
    toInput?: (values: Values) => unknown;
    check?: (values: Values) => Partial<Record<string, FormFieldError>>;
  } = {},
): Resolver<Values, unknown, Output> {
  return (values, _context, resolverOptions) => {
    const parsed = schema.safeParse(options.toInput ? options.toInput(values) : values);
    const errors: Record<string, FormFieldError> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.') || 'root';
        errors[path] ??= fieldErrorOf(messageOfIssue(issue), issue.code);
      }
    }
    for (const [path, error] of Object.entries(options.check?.(values) ?? {})) {
      if (error) errors[path] ??= error;
    }
    if (parsed.success && Object.keys(errors).length === 0) {
      if (resolverOptions.shouldUseNativeValidation) validateFieldsNatively({}, resolverOptions);
      return { values: parsed.data, errors: {} };
    }
    return { values: {}, errors: toNestErrors(errors as FieldErrors, resolverOptions) };
  };
}

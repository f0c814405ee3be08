import { fieldErrorsOfZodError, type ErrorCode } from '@freightdesk/domain';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';

/**
 * Parses a body with a domain schema. A failure answers 422 with `errors` by field holding the
 * domain's message keys (docs/product/errors.md#account-calls maps them by field); `codeFor` picks the catalogue code
 * when a call names one (INVALID_EMAIL, INVALID_PASSWORD, …), else INVALID_PAYLOAD.
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  codeFor: (fieldErrors: Record<string, string[]>) => ErrorCode = () => 'INVALID_PAYLOAD',
): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOfZodError(result.error);
  throw new AppError(codeFor(fieldErrors), { fieldErrors });
}

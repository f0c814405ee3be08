import { z } from 'zod';
import { errorCodes, type ApiErrorBody, type ErrorCode } from './error-catalogue';

/**
 * The body of every failed call (docs/decisions/044-contracts-in-the-domain.md): a catalogue code,
 * plus on 422 the message keys by field (`{"cargo.items.0.weightKg": ["weightRequired"]}`).
 */
export const apiErrorBodySchema = z.object({
  message: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
  errors: z.record(z.string(), z.array(z.string())).optional(),
}) satisfies z.ZodType<ApiErrorBody>;

/** The error body restricted to some codes (an operation's documented failures of one HTTP status). */
export function apiErrorBodyOf(codes: readonly [ErrorCode, ...ErrorCode[]]) {
  return apiErrorBodySchema.extend({ message: z.enum(codes) });
}

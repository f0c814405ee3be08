import { httpStatusOf, type ErrorCode } from '@freightdesk/domain';

/**
 * A failure a service reports to the client: a code from the domain's error catalogue, whose
 * HTTP status the catalogue decides. The error handler answers `{ message: code, errors? }`.
 *
 * `throw new AppError('EMAIL_ALREADY_EXIST')`
 * `throw new AppError('INVALID_CODE', { fieldErrors: { code: ['validation.invalidCode'] } })`
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** For a 429: when the client may try again (the `Retry-After` header). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: { fieldErrors?: Record<string, string[]>; cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.httpStatus = httpStatusOf(code);
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

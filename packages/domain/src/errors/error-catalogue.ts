/**
 * The one error catalogue (docs/product/errors.md#catalogue, plus the codes our own calls need).
 * Every error the API answers with is `{ message: CODE }` (422 adds `errors` by field);
 * the web app translates a code through its i18n key. Add a code here, never inline.
 */
export const errorCatalogue = {
  // Global, broadcast by the web app.
  UNKNOWN_ERROR: { httpStatus: 500, i18nKey: 'errors.unknownError' },
  INTERNAL_SERVER_ERROR: { httpStatus: 500, i18nKey: 'errors.internalServerError' },
  INTERNAL_ERROR: { httpStatus: 500, i18nKey: 'errors.internalError' },
  UNAUTHORIZED: { httpStatus: 401, i18nKey: 'errors.unauthorized' },
  ACCESS_FORBIDDEN: { httpStatus: 403, i18nKey: 'errors.accessForbidden' },
  REFRESH_TOKEN: { httpStatus: 498, i18nKey: 'errors.refreshToken' },
  INVALID_PAYLOAD: { httpStatus: 422, i18nKey: 'errors.invalidPayload' },
  ROUTE_NOT_FOUND: { httpStatus: 404, i18nKey: 'errors.routeNotFound' },
  NOT_ACCEPTABLE: { httpStatus: 406, i18nKey: 'errors.notAcceptable' },
  PAYLOAD_TOO_LARGE: { httpStatus: 400, i18nKey: 'errors.payloadTooLarge' },
  /** A request Node's HTTP parser refuses before any route (malformed request line or header). */
  MALFORMED_REQUEST: { httpStatus: 400, i18nKey: 'errors.malformedRequest' },
  /** Request headers larger than the server reads (16 KiB). */
  HEADERS_TOO_LARGE: { httpStatus: 431, i18nKey: 'errors.headersTooLarge' },
  TOO_MANY_ATTEMPTS: { httpStatus: 429, i18nKey: 'errors.tooManyAttempts' },
  // Accounts (docs/product/errors.md#catalogue).
  WRONG_CREDENTIALS: { httpStatus: 401, i18nKey: 'login.wrongCredentials' },
  EMAIL_DOES_NOT_EXIST: { httpStatus: 404, i18nKey: 'errors.emailDoesNotExist' },
  NOT_VALIDATED_EMAIL: { httpStatus: 403, i18nKey: 'errors.notValidatedEmail' },
  EMPTY_PASSWORD: { httpStatus: 422, i18nKey: 'validation.password.required' },
  ACCOUNT_LOCKED: { httpStatus: 423, i18nKey: 'errors.accountLocked' },
  INVALID_EMAIL: { httpStatus: 422, i18nKey: 'validation.email.invalid' },
  INVALID_PHONE_NUMBER: { httpStatus: 422, i18nKey: 'validation.phoneNumber.invalid' },
  EMAIL_ALREADY_EXIST: { httpStatus: 409, i18nKey: 'validation.email.alreadyExist' },
  PHONE_ALREADY_EXIST: { httpStatus: 409, i18nKey: 'validation.phoneNumber.alreadyExist' },
  ACCEPTED: { httpStatus: 202, i18nKey: 'signUp.codeSent' },
  USER_NOT_FOUND: { httpStatus: 404, i18nKey: 'errors.userNotFound' },
  INVALID_CODE: { httpStatus: 422, i18nKey: 'validation.invalidCode' },
  NOT_FOUND: { httpStatus: 404, i18nKey: 'errors.hashNotFound' },
  INVALID_HASH: { httpStatus: 422, i18nKey: 'errors.hashNotFound' },
  INVALID_PASSWORD: { httpStatus: 422, i18nKey: 'validation.password.invalid' },
  INVALID_CONFIRM_PASSWORD: { httpStatus: 422, i18nKey: 'validation.password.confirmMismatch' },
  AUTH_SERVICE_PROBLEM: { httpStatus: 503, i18nKey: 'errors.authServiceProblem' },
  // Quoting and booking (docs/product/errors.md#catalogue).
  QUOTE_NOT_FOUND: { httpStatus: 404, i18nKey: 'errors.quoteNotFound' },
  QUOTE_EXPIRED: { httpStatus: 410, i18nKey: 'errors.quoteExpired' },
  RATE_EXPIRED: { httpStatus: 410, i18nKey: 'errors.rateExpired' },
  BOOKING_NOT_FOUND: { httpStatus: 422, i18nKey: 'errors.bookingNotFound' },
  PRODUCT_SERVICE_NOT_AVAILABLE: { httpStatus: 503, i18nKey: 'errors.productServiceNotAvailable' },
  INVALID_SHIPPING_ROUTE: { httpStatus: 422, i18nKey: 'errors.invalidShippingRoute' },
  CARGO_LIMIT_EXCEEDED: { httpStatus: 422, i18nKey: 'errors.cargoLimitExceeded' },
  COMMODITY_NOT_ACCEPTED: { httpStatus: 422, i18nKey: 'errors.commodityNotAccepted' },
  PROFILE_MISMATCH: { httpStatus: 422, i18nKey: 'errors.profileMismatch' },
  /** A recipient cannot receive the shared quote (no account of the quote's profile, ADR 059); `errors` names them. */
  SHARE_PROFILE_MISMATCH: { httpStatus: 422, i18nKey: 'errors.shareProfileMismatch' },
  // Booking (docs/product/booking.md, docs/decisions/063-booking-lifecycle.md).
  /** The quote has no rate with this uuid. */
  RATE_NOT_FOUND: { httpStatus: 404, i18nKey: 'errors.rateNotFound' },
  /** A booking call without its `Idempotency-Key` header. */
  IDEMPOTENCY_KEY_REQUIRED: { httpStatus: 400, i18nKey: 'errors.idempotencyKeyRequired' },
  /** The `Idempotency-Key` was used before with another body. */
  IDEMPOTENCY_KEY_REUSED: { httpStatus: 422, i18nKey: 'errors.idempotencyKeyReused' },
  /** The account has no password yet: it creates one, then books ('Account setup incomplete'). */
  ACCOUNT_SETUP_INCOMPLETE: { httpStatus: 409, i18nKey: 'errors.accountSetupIncomplete' },
  /** A status move the booking's lifecycle does not allow (e.g. from Cancelled). */
  INVALID_STATUS_TRANSITION: { httpStatus: 409, i18nKey: 'errors.invalidStatusTransition' },
  /** The customer has not accepted the revised quote: the shipment cannot be processed yet. */
  REVISED_QUOTE_PENDING: { httpStatus: 409, i18nKey: 'errors.revisedQuotePending' },
  // Booking documents (docs/product/booking.md#documents, ADR 066).
  /** An upload without a document type, or with one that is not CommercialInvoice, PackingList or Others. */
  DOCUMENT_TYPE_REQUIRED: { httpStatus: 422, i18nKey: 'errors.documentTypeRequired' },
  /** An upload over the brand's `documents.maxUploadMb`; the web shows 'File size larger than {size} MB'. */
  FILE_TOO_LARGE: { httpStatus: 413, i18nKey: 'errors.fileTooLarge' },
  /** An upload whose bytes are not one of the accepted formats, whatever its name says. */
  UNSUPPORTED_FILE_TYPE: { httpStatus: 422, i18nKey: 'errors.unsupportedFileType' },
  DOCUMENT_NOT_FOUND: { httpStatus: 422, i18nKey: 'errors.documentNotFound' },
  // Payments (docs/product/booking.md#payment-options, docs/decisions/065-payments.md).
  /** The mode is not offered for this booking (no provider keys, no bank account for the branch, no credit line). */
  PAYMENT_MODE_NOT_AVAILABLE: { httpStatus: 422, i18nKey: 'errors.paymentModeNotAvailable' },
  /** Pay using credit: the available credit does not cover the amount due. */
  INSUFFICIENT_CREDIT: { httpStatus: 422, i18nKey: 'errors.insufficientCredit' },
  /** Nothing is left to pay on the booking (paid, or a wire transfer awaits confirmation). */
  NOTHING_TO_PAY: { httpStatus: 422, i18nKey: 'errors.nothingToPay' },
  PAYMENT_NOT_FOUND: { httpStatus: 404, i18nKey: 'errors.paymentNotFound' },
  /** Staff confirm received wire transfers only (card, PayPal and credit confirm themselves). */
  PAYMENT_NOT_CONFIRMABLE: { httpStatus: 409, i18nKey: 'errors.paymentNotConfirmable' },
  /** The receipt of a payment that has not succeeded (yet). */
  RECEIPT_NOT_AVAILABLE: { httpStatus: 409, i18nKey: 'errors.receiptNotAvailable' },
  /** A provider webhook whose signature does not verify: nothing is recorded. */
  WEBHOOK_SIGNATURE_INVALID: { httpStatus: 400, i18nKey: 'errors.webhookSignatureInvalid' },
  // The staff's requests inbox (docs/decisions/078-staff-requests-inbox.md).
  REQUEST_NOT_FOUND: { httpStatus: 404, i18nKey: 'errors.requestNotFound' },
  /** A status move the request's status does not allow (answered only by answering; closed reopens first). */
  REQUEST_STATUS_MOVE_REFUSED: { httpStatus: 409, i18nKey: 'errors.requestStatusMoveRefused' },
  /** The request names no e-mail address to answer (a guest's sales request). */
  REQUEST_HAS_NO_CONTACT: { httpStatus: 422, i18nKey: 'errors.requestHasNoContact' },
  // Rate sheets (docs/decisions/079-rate-sheets.md).
  /** No rate sheet version, or no tariff row, by that id. */
  RATE_SHEET_NOT_FOUND: { httpStatus: 404, i18nKey: 'errors.rateSheetNotFound' },
  /** Publishing a version that is still being checked, has problems, or is already the published one. */
  RATE_SHEET_NOT_PUBLISHABLE: { httpStatus: 409, i18nKey: 'errors.rateSheetNotPublishable' },
  /** A publish or import could not swap its tables in: quotes held them past every try (ADR 086). Nothing changed. */
  TARIFF_TABLES_BUSY: { httpStatus: 503, i18nKey: 'errors.tariffTablesBusy' },
  // Rate settings (docs/decisions/080-rate-settings-and-audit.md).
  /** An exchange rate, carrier, port charge or additional-service price that does not exist (any more). */
  RATE_SETTING_NOT_FOUND: { httpStatus: 404, i18nKey: 'errors.rateSettingNotFound' },
  /** An exchange rate for that pair and day, or a carrier with that code, exists already: correct it instead. */
  RATE_SETTING_ALREADY_EXISTS: { httpStatus: 409, i18nKey: 'errors.rateSettingAlreadyExists' },
  /** A carrier the published tariffs still price: it cannot be removed (deactivating it keeps it out of quotes). */
  RATE_SETTING_IN_USE: { httpStatus: 409, i18nKey: 'errors.rateSettingInUse' },
  // Brand switches.
  /** The brand has switched the feature off (e.g. `shareQuote`). */
  FEATURE_DISABLED: { httpStatus: 403, i18nKey: 'errors.featureDisabled' },
} as const satisfies Record<string, { httpStatus: number; i18nKey: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

// Pure: a bundle that imports the catalogue but not this list (the web's boot script) leaves the call out.
export const errorCodes = /* @__PURE__ */ Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

export function httpStatusOf(code: ErrorCode): number {
  return errorCatalogue[code].httpStatus;
}

export function i18nKeyOf(code: ErrorCode): string {
  return errorCatalogue[code].i18nKey;
}

/** The error body every API failure answers with. */
export interface ApiErrorBody {
  message: ErrorCode;
  errors?: Record<string, string[]>;
}

/** Codes the web app broadcasts globally instead of showing in place (docs/product/errors.md#global-codes). */
export const globallyBroadcastCodes = [
  'UNKNOWN_ERROR',
  'UNAUTHORIZED',
  'ACCESS_FORBIDDEN',
  'REFRESH_TOKEN',
] as const satisfies readonly ErrorCode[];

/**
 * The generic fetch wrapper's mapping of a failed HTTP answer to a code
 * (docs/product/shell.md#calls-every-screen-makes): 401 → UNAUTHORIZED, 403 → ACCESS_FORBIDDEN, 498 → REFRESH_TOKEN;
 * otherwise the body's catalogued message, else UNKNOWN_ERROR.
 */
export function errorCodeForResponse(httpStatus: number, bodyMessage: unknown): ErrorCode {
  if (httpStatus === 401) return 'UNAUTHORIZED';
  if (httpStatus === 403) return 'ACCESS_FORBIDDEN';
  if (httpStatus === 498) return 'REFRESH_TOKEN';
  if (isErrorCode(bodyMessage)) return bodyMessage;
  return 'UNKNOWN_ERROR';
}

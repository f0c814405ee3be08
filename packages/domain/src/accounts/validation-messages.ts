import type { z } from 'zod';

/**
 * How account validation messages travel (ADR 011):
 *
 * - Every zod issue's `message` is an i18n key from the list below, written with dots
 *   (`validation.email.required` for the product spec's `validation:email.required`).
 * - The values a message needs are NOT packed into the string. The count comes from the zod
 *   issue itself (`maximum` of a too_big issue, `minimum` of a too_small one), and the field
 *   label is the form's own (it knows which label it shows). `validationMessageOf(issue, label)`
 *   turns an issue into `{ key, values: { count, field } }`, which react-i18next renders with
 *   `t(key, values)`; translations use `{{field}}` and `{{count}}`.
 * - The server answers 422 with `errors: { field: [key] }` (docs/product/errors.md#error-body); the web looks the keys
 *   up the same way (the count is then the form's own limit).
 */
export const accountValidationMessageKeys = [
  // Generic messages taking {{field}} (and {{count}}).
  'validation.required',
  'validation.maxLength',
  'validation.minLength',
  'validation.atSignNotAllowed',
  // E-mail (docs/product/accounts.md#field-rules).
  'validation.email.required',
  'validation.email.invalid',
  'validation.email.maxLength',
  'validation.email.alreadyExist',
  // Phone.
  'validation.phoneNumber.required',
  'validation.phoneNumber.maxLength',
  'validation.phoneNumber.invalid',
  'validation.phoneNumber.alreadyExist',
  // Passwords.
  'validation.password.required',
  'validation.password.minLength',
  'validation.password.maxLength',
  'validation.password.invalid',
  'validation.password.sameAsOld',
  'validation.password.confirmMismatch',
  // Sign-up questions.
  'validation.city.required',
  'validation.country.required',
  'validation.customerProfile.required',
  'validation.customerType.required',
  'validation.network.required',
  'validation.nextShipment.required',
  'validation.shipmentLastYear.required',
  'validation.commodityType.required',
  'validation.commodityType.notAccepted',
  'validation.customerBranch.required',
  // Booking addresses (docs/product/booking.md#parties-and-addresses).
  'validation.address.required',
  'validation.zipCode.required',
  'validation.zipCode.invalid',
  'validation.taxId.required',
  'validation.taxId.invalid',
  'validation.customerReference.required',
  // One-time code.
  'validation.code.required',
  'validation.invalidCode',
] as const;
export type AccountValidationMessageKey = (typeof accountValidationMessageKeys)[number];

/** A key checked against the list at compile time. */
export function accountMessage(key: AccountValidationMessageKey): AccountValidationMessageKey {
  return key;
}

/** A message ready for `t(key, values)`. */
export interface ValidationMessage {
  key: string;
  values: { count?: number; field?: string };
}

/** The renderable message of a zod issue; `fieldLabel` is the translated label the form shows. */
export function validationMessageOf(issue: z.core.$ZodIssue, fieldLabel?: string): ValidationMessage {
  const values: ValidationMessage['values'] = {};
  if (issue.code === 'too_big') values.count = Number(issue.maximum);
  if (issue.code === 'too_small') values.count = Number(issue.minimum);
  if (fieldLabel !== undefined) values.field = fieldLabel;
  return { key: issue.message, values };
}

/**
 * A zod error as the 422 body's `errors` (docs/product/errors.md#error-body): field path (dotted) → message keys, in
 * issue order, without repeats. Issues on the whole object land under `_root`.
 */
export function fieldErrorsOfZodError(error: z.ZodError): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_root';
    const messages = (fieldErrors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fieldErrors;
}

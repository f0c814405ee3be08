import { z } from 'zod';
import { accountMessage as message } from './validation-messages';

/** Limits of docs/product/accounts.md#field-rules. */
export const accountFieldLimits = {
  emailMaxLength: 64,
  phoneNumberMaxLength: 20,
  signUpPasswordMinLength: 8,
  signUpPasswordMaxLength: 50,
  resetPasswordMinLength: 8,
  personNameMaxLength: 40,
  otherNameMinLength: 2,
  otherNameMaxLength: 50,
  companyNameMaxLength: 50,
  /** Ours (not in docs/product): generous for real city names, bounded for storage. */
  cityMaxLength: 100,
  /** Ours: promo and referral codes are short tokens. */
  promoCodeMaxLength: 50,
} as const;

export interface OptionalFieldOption {
  /** Optional fields accept an empty value (or none); everything typed must still be valid. */
  isOptional?: boolean;
}

const isBlank = (value: string): boolean => value.trim() === '';

/**
 * E-mail (docs/product/accounts.md#field-rules): required unless optional (validation.email.required), at most 64
 * characters (validation.email.maxLength), standard address pattern (validation.email.invalid).
 * Surrounding spaces are trimmed. The first failing rule is the only message.
 */
export function emailFieldSchema({ isOptional = false }: OptionalFieldOption = {}) {
  const text = z.string({ error: message('validation.email.required') }).trim();
  if (isOptional) {
    return text
      .max(accountFieldLimits.emailMaxLength, { error: message('validation.email.maxLength'), abort: true })
      .refine((value) => value === '' || z.regexes.email.test(value), { error: message('validation.email.invalid') })
      .optional();
  }
  return text
    .min(1, { error: message('validation.email.required'), abort: true })
    .max(accountFieldLimits.emailMaxLength, { error: message('validation.email.maxLength'), abort: true })
    .regex(z.regexes.email, { error: message('validation.email.invalid') });
}

/** Any non-empty password (login, old password): validation.password.required. */
export const requiredPasswordSchema = z
  .string({ error: message('validation.password.required') })
  .min(1, { error: message('validation.password.required') });

/**
 * Sign-up password (docs/product/accounts.md#field-rules): required, 8 to 50 characters. Spaces count; nothing is
 * trimmed.
 */
export const signUpPasswordSchema = z
  .string({ error: message('validation.password.required') })
  .min(1, { error: message('validation.password.required'), abort: true })
  .min(accountFieldLimits.signUpPasswordMinLength, { error: message('validation.password.minLength'), abort: true })
  .max(accountFieldLimits.signUpPasswordMaxLength, { error: message('validation.password.maxLength') });

/**
 * A new password at reset (docs/product/accounts.md#field-rules): at least 8 characters with an upper-case letter, a
 * lower-case letter and a digit (validation.password.invalid, the INVALID_PASSWORD key). We keep
 * the sign-up maximum of 50 so every password can also be typed into the sign-up form's rules.
 */
export const strongPasswordSchema = z
  .string({ error: message('validation.password.required') })
  .min(1, { error: message('validation.password.required'), abort: true })
  .min(accountFieldLimits.resetPasswordMinLength, { error: message('validation.password.minLength'), abort: true })
  .max(accountFieldLimits.signUpPasswordMaxLength, { error: message('validation.password.maxLength'), abort: true })
  .refine((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value), {
    error: message('validation.password.invalid'),
  });

function noAtSign(value: string): boolean {
  return !value.includes('@');
}

/**
 * First, last and contact names (docs/product/accounts.md#field-rules): at most 40 characters and no "@". Messages
 * take the field label (validation.required, validation.maxLength, validation.atSignNotAllowed).
 */
export function personNameFieldSchema({ isOptional = false }: OptionalFieldOption = {}) {
  const text = z.string({ error: message('validation.required') }).trim();
  const bounded = (isOptional ? text : text.min(1, { error: message('validation.required'), abort: true }))
    .max(accountFieldLimits.personNameMaxLength, { error: message('validation.maxLength'), abort: true })
    .refine(noAtSign, { error: message('validation.atSignNotAllowed') });
  return isOptional ? bounded.optional() : bounded;
}

export interface NameBounds extends OptionalFieldOption {
  minLength?: number;
  maxLength?: number;
}

/**
 * Other name fields (docs/product/accounts.md#field-rules, docs/product/booking.md#parties-and-addresses): by default 2
 * to 50 characters, no "@".
 */
export function otherNameFieldSchema({
  isOptional = false,
  minLength = accountFieldLimits.otherNameMinLength,
  maxLength = accountFieldLimits.otherNameMaxLength,
}: NameBounds = {}) {
  const text = z.string({ error: message('validation.required') }).trim();
  const required = text
    .min(1, { error: message('validation.required'), abort: true })
    .min(minLength, { error: message('validation.minLength'), abort: true })
    .max(maxLength, { error: message('validation.maxLength'), abort: true })
    .refine(noAtSign, { error: message('validation.atSignNotAllowed') });
  if (!isOptional) return required;
  return text
    .refine((value) => isBlank(value) || value.length >= minLength, {
      error: message('validation.minLength'),
      abort: true,
    })
    .refine((value) => value.length <= maxLength, { error: message('validation.maxLength'), abort: true })
    .refine(noAtSign, { error: message('validation.atSignNotAllowed') })
    .optional();
}

/** Company name (docs/product/accounts.md#field-rules): at most 50 characters. */
export function companyNameFieldSchema({ isOptional = false }: OptionalFieldOption = {}) {
  const text = z.string({ error: message('validation.required') }).trim();
  const bounded = (isOptional ? text : text.min(1, { error: message('validation.required'), abort: true })).max(
    accountFieldLimits.companyNameMaxLength,
    { error: message('validation.maxLength') },
  );
  return isOptional ? bounded.optional() : bounded;
}

/** City: required on the short sign-up form (validation.city.required). */
export function cityFieldSchema({ isOptional = false }: OptionalFieldOption = {}) {
  const text = z.string({ error: message('validation.city.required') }).trim();
  const bounded = (isOptional ? text : text.min(1, { error: message('validation.city.required'), abort: true })).max(
    accountFieldLimits.cityMaxLength,
    { error: message('validation.maxLength') },
  );
  return isOptional ? bounded.optional() : bounded;
}

/** Promo and referral codes: optional (docs/product/accounts.md#field-rules). */
export const optionalCodeFieldSchema = z
  .string()
  .trim()
  .max(accountFieldLimits.promoCodeMaxLength, { error: message('validation.maxLength') })
  .optional();

/** An ISO 3166 alpha-2 country, upper-cased (a country chosen from the list). */
export const countryIsoCodeFieldSchema = z
  .string({ error: message('validation.country.required') })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: message('validation.country.required') });

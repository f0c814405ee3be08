import { isLanguage, isPhoneCountry, toInternationalPhoneNumber, type Language } from '@freightdesk/domain';
import { ApiError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';

/** The contact part of a request form, as typed (blank inputs are ''). */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  /** Comments, or the call-back's message. */
  message: string;
}

export const emptyContactValues: ContactValues = { name: '', email: '', phone: '', company: '', message: '' };

/** A signed-in customer's own details as the form's starting values. */
export function contactValuesOf(user: SessionUser | undefined): ContactValues {
  if (!user) return emptyContactValues;
  return {
    ...emptyContactValues,
    name: [user.contactName, user.contactSurname].filter(Boolean).join(' '),
    email: user.email,
    phone: user.phoneNumber ?? '',
    company: user.legalName ?? '',
  };
}

/** A number typed without "+" is read as a number of the chosen country. */
export function phoneToSend(phone: string, country: string): string {
  if (phone.trim() === '') return '';
  return toInternationalPhoneNumber(phone, isPhoneCountry(country) ? country : undefined);
}

/** Blank optional text left out of the request. */
export const presentOrUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

/** The page's language, sent so that the acknowledgement e-mail is written in it. */
export const requestLanguageOf = (language: string): Language | undefined =>
  isLanguage(language) ? language : undefined;

/**
 * The server's field errors under the form's names: the contact of a custom quote request is `contact.<field>`
 * and its comments are `comments` (the form's `message`, as the call-back names it).
 */
export function withFormFieldNames(error: ApiError): ApiError {
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(error.fieldErrors)) {
    const name = field === 'comments' ? 'message' : field.replace(/^contact\./, '');
    (fieldErrors[name] ??= []).push(...keys);
  }
  return new ApiError({ code: error.code, status: error.status, fieldErrors });
}

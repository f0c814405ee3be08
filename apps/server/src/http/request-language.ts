import { fallbackLanguage, isLanguage, type Language } from '@freightdesk/domain';
import type { FastifyRequest } from 'fastify';

function primarySubtag(tag: string): string {
  return tag.trim().split('-')[0]!.toLowerCase();
}

/**
 * The language of an API answer: the `lang` query parameter when it names a supported language
 * (`es`, `es-MX`), else the best supported language of Accept-Language (by q), else English.
 */
export function languageOfRequest(langParameter: string | undefined, acceptLanguage: string | undefined): Language {
  const fromParameter = langParameter === undefined ? undefined : primarySubtag(langParameter);
  if (isLanguage(fromParameter)) return fromParameter;
  const preferences = (acceptLanguage ?? '')
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.split(';');
      const quality = parameters
        .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { language: primarySubtag(tag), quality: quality === undefined ? 1 : Number(quality), position };
    })
    .filter((preference) => preference.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return preferences.map((preference) => preference.language).find(isLanguage) ?? fallbackLanguage;
}

/** The web app's `lang` cookie (its language-cookie.ts), read without a cookie parser (the API reads none). */
export function languageCookieOf(request: FastifyRequest): string | undefined {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  return value === undefined ? undefined : decodeURIComponent(value);
}

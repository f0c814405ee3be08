/** The product's languages (docs/product/brands.md#languages); a brand enables a subset. Fallback is English. */
export const supportedLanguages = ['en', 'es', 'pt', 'ar'] as const;
export type Language = (typeof supportedLanguages)[number];

export const fallbackLanguage: Language = 'en';

const rightToLeftLanguages: ReadonlySet<Language> = new Set(['ar']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

export function textDirectionOf(language: Language): 'ltr' | 'rtl' {
  return rightToLeftLanguages.has(language) ? 'rtl' : 'ltr';
}

/** The language prefix of a path (`/es/quotes` → es), if it names a supported language. */
export function languageFromPath(pathname: string): Language | undefined {
  const firstSegment = pathname.split('/')[1]?.toLowerCase();
  return isLanguage(firstSegment) ? firstSegment : undefined;
}

/** The path without its language prefix (`/es/quotes` → `/quotes`, `/es` → `/`). */
export function stripLanguagePrefix(pathname: string): string {
  const language = languageFromPath(pathname);
  if (!language) return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest === '' ? '/' : rest;
}

export interface LanguageSources {
  pathname: string;
  cookieLanguage?: string | undefined;
  /** The languages the brand enables, in its order. */
  enabledLanguages: readonly Language[];
}

/**
 * The language to show (docs/product/brands.md#languages): the path first, then the cookie, falling back to en
 * (or the brand's first language when en is not enabled). A source is only honoured when the
 * brand enables that language.
 */
export function resolveLanguage({ pathname, cookieLanguage, enabledLanguages }: LanguageSources): Language {
  const isEnabled = (candidate: unknown): candidate is Language =>
    isLanguage(candidate) && enabledLanguages.includes(candidate);
  const fromPath = languageFromPath(pathname);
  if (isEnabled(fromPath)) return fromPath;
  const fromCookie = cookieLanguage?.toLowerCase();
  if (isEnabled(fromCookie)) return fromCookie;
  if (enabledLanguages.includes(fallbackLanguage) || enabledLanguages.length === 0) return fallbackLanguage;
  return enabledLanguages[0] ?? fallbackLanguage;
}

import { describe, expect, it } from 'vitest';
import { resolveLanguage, stripLanguagePrefix, textDirectionOf } from './languages';

describe('resolveLanguage', () => {
  const enEs = ['en', 'es'] as const;
  it.each([
    ['/es/quotes', undefined, enEs, 'es', 'the path decides first'],
    ['/es', 'en', enEs, 'es', 'the path beats the cookie'],
    ['/quotes', 'es', enEs, 'es', 'then the cookie'],
    ['/quotes', 'ES', enEs, 'es', 'cookie case does not matter'],
    ['/quotes', undefined, enEs, 'en', 'fallback is English'],
    ['/ar/quotes', undefined, enEs, 'en', 'a language the brand does not enable is ignored in the path'],
    ['/quotes', 'pt', enEs, 'en', 'and in the cookie'],
    ['/ar', 'es', ['en', 'es', 'ar'], 'ar', 'Arabic when the brand enables it'],
    ['/xx/quotes', 'fr', enEs, 'en', 'unknown languages fall back'],
    ['/', undefined, ['es', 'pt'], 'es', 'a brand without English falls back to its first language'],
  ] as const)('%s with cookie %s → %s (%s)', (pathname, cookieLanguage, enabledLanguages, expected, _why) => {
    expect(resolveLanguage({ pathname, cookieLanguage, enabledLanguages })).toBe(expected);
  });
});

describe('language path helpers', () => {
  it('strips the language prefix', () => {
    expect(stripLanguagePrefix('/es/quotes/1')).toBe('/quotes/1');
    expect(stripLanguagePrefix('/ar')).toBe('/');
    expect(stripLanguagePrefix('/quotes')).toBe('/quotes');
  });
  it('writes Arabic right to left and the others left to right', () => {
    expect(textDirectionOf('ar')).toBe('rtl');
    expect(textDirectionOf('en')).toBe('ltr');
    expect(textDirectionOf('es')).toBe('ltr');
    expect(textDirectionOf('pt')).toBe('ltr');
  });
});

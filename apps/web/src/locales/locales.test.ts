import { errorCatalogue, supportedLanguages } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const localeFiles = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function filesOf(language: string): [string, Tree][] {
  return Object.entries(localeFiles)
    .filter(([path]) => path.startsWith(`./${language}/`))
    .map(([path, tree]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), tree]);
}

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const keysByLanguage = Object.fromEntries(
  supportedLanguages.map((language) => [language, new Map(filesOf(language).flatMap(([, tree]) => leaves(tree)))]),
);

describe('locale files', () => {
  it('exist for every language, with the same areas', () => {
    const areasOf = (language: string) =>
      filesOf(language)
        .map(([area]) => area)
        .sort();
    expect(areasOf('en').length).toBeGreaterThan(0);
    for (const language of supportedLanguages) expect(areasOf(language), language).toEqual(areasOf('en'));
  });

  it.each(supportedLanguages)('%s: each file holds one top-level key named after its area', (language) => {
    for (const [area, tree] of filesOf(language)) expect(Object.keys(tree), `${language}/${area}.json`).toEqual([area]);
  });

  it.each(supportedLanguages.filter((language) => language !== 'en'))('%s has exactly the keys of en', (language) => {
    const english = [...keysByLanguage.en!.keys()].sort();
    expect([...keysByLanguage[language]!.keys()].sort()).toEqual(english);
  });

  it.each(supportedLanguages)('%s: every value is a non-empty text', (language) => {
    const empty = [...keysByLanguage[language]!].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it.each(supportedLanguages)('%s translates every error of the catalogue', (language) => {
    const missing = Object.values(errorCatalogue)
      .map(({ i18nKey }) => i18nKey)
      .filter((key) => !keysByLanguage[language]!.has(key));
    expect(missing).toEqual([]);
  });

  it('says the catalogue texts the product spec quotes', () => {
    expect(keysByLanguage.en!.get('login.wrongCredentials')).toBe('Email or password is incorrect');
    expect(keysByLanguage.en!.get('errors.userNotFound')).toBe(
      'We could not find an account for this email ID. Please verify and try again.',
    );
    expect(keysByLanguage.en!.get('validation.invalidCode')).toBe('Invalid code');
    expect(keysByLanguage.en!.get('validation.password.confirmMismatch')).toBe(
      'Password must be the same as new password',
    );
  });

  it('keeps interpolation placeholders identical across languages', () => {
    const placeholders = (text: unknown) => (String(text).match(/\{\{\w+\}\}|<\/?\w+>/g) ?? []).sort();
    for (const language of supportedLanguages) {
      for (const [key, value] of keysByLanguage.en!) {
        expect(placeholders(keysByLanguage[language]!.get(key)), `${language} ${key}`).toEqual(placeholders(value));
      }
    }
  });
});

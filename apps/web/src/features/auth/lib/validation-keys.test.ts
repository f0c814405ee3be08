import { accountValidationMessageKeys, supportedLanguages } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const localeFiles = import.meta.glob<Tree>('../../../locales/*/*.json', { eager: true, import: 'default' });

function textOf(language: string, key: string): unknown {
  const [area] = key.split('.');
  const file = Object.entries(localeFiles).find(([path]) => path.endsWith(`/${language}/${area}.json`))?.[1];
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined),
      file,
    );
}

describe('account validation messages', () => {
  it.each(supportedLanguages)('%s translates every message key the account rules use', (language) => {
    const missing = accountValidationMessageKeys.filter((key) => typeof textOf(language, key) !== 'string');
    expect(missing).toEqual([]);
  });
});

// The product's own texts for a language, so a journey can find fields by the label a user reads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './server';

type Texts = { [key: string]: string | Texts };

export function localeTexts(language: string, area: string): Texts {
  const file = JSON.parse(
    readFileSync(join(repoRoot, 'apps/web/src/locales', language, `${area}.json`), 'utf8'),
  ) as Texts;
  return file[area] as Texts;
}

/** The text at a dotted key, e.g. text(auth, 'fields.email'). */
export function text(texts: Texts, key: string): string {
  const value = key
    .split('.')
    .reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  if (typeof value !== 'string') throw new Error(`no text at ${key}`);
  return value;
}

import { readFileSync } from 'node:fs';
import type { Language } from '@freightdesk/domain';

/**
 * The texts of the system-generated PDFs: the web app's translation resources
 * (`apps/web/src/locales/<language>/documents.json`, area `documents`), so a document type reads the
 * same on the page and on the paper, and the locale test keeps the four languages in step (ADR 066).
 * Read from the sources (npm start runs from the repository), once per language.
 */
type Tree = { [key: string]: string | Tree };

const localesDir = new URL('../../../web/src/locales/', import.meta.url);
const cache = new Map<Language, Tree>();

function documentsTexts(language: Language): Tree {
  let tree = cache.get(language);
  if (!tree) {
    const file = JSON.parse(readFileSync(new URL(`${language}/documents.json`, localesDir), 'utf8')) as Tree;
    tree = file.documents as Tree;
    cache.set(language, tree);
  }
  return tree;
}

/** `t('pdf.bookingId')`, `t('pdf.generatedOn', { date })`: a key below `documents.`; a missing key throws. */
export type Translate = (key: string, values?: Record<string, string>) => string;

export function pdfTranslator(language: Language): Translate {
  const texts = documentsTexts(language);
  return (key, values = {}) => {
    let node: string | Tree | undefined = texts;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`documents.${key} is missing in ${language}/documents.json`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

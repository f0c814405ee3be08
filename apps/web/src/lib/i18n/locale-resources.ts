import type { Language } from '@freightdesk/domain';
import { textsPartOf, type TextsPart } from './texts-parts';

export type { TextsPart } from './texts-parts';

/** A translation tree: nested objects whose leaves are strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

// One lazy loader per file `src/locales/<language>/<area>.json`.
const localeFileLoaders = import.meta.glob<TranslationTree>('../../locales/*/*.json', { import: 'default' });

/** The language's files of that part deep-merged into one tree (the single `translation` namespace). */
export async function loadLanguageResources(language: Language, part: TextsPart): Promise<TranslationTree> {
  const loaders = Object.entries(localeFileLoaders)
    .filter(([path]) => path.includes(`/locales/${language}/`) && textsPartOf(path) === part)
    .map(([, load]) => load());
  return deepMergeTranslations(await Promise.all(loaders));
}

export function deepMergeTranslations(trees: readonly TranslationTree[]): TranslationTree {
  const merged: TranslationTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = merged[key];
      merged[key] =
        typeof value === 'object' && typeof existing === 'object' ? deepMergeTranslations([existing, value]) : value;
    }
  }
  return merged;
}

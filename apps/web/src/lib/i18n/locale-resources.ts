import type { Language } from '@freightdesk/domain';

/** A translation tree: nested objects whose leaves are strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

// One lazy loader per file `src/locales/<language>/<area>.json`; the build groups each
// language's files into one chunk, so only the active language is downloaded.
const localeFileLoaders = import.meta.glob<TranslationTree>('../../locales/*/*.json', { import: 'default' });

/** The language's files deep-merged into one tree (the single `translation` namespace). */
export async function loadLanguageResources(language: Language): Promise<TranslationTree> {
  const loaders = Object.entries(localeFileLoaders)
    .filter(([path]) => path.includes(`/locales/${language}/`))
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

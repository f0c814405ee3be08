import type { Language } from '@freightdesk/domain';
import { localePartLoaders } from 'virtual:freightdesk/locale-parts';
import type { TextsPart } from './texts-parts';

export type { TextsPart } from './texts-parts';

/** A translation tree: nested objects whose leaves are strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/**
 * The language's files of that part (`src/locales/<language>/<area>.json`, gathered by the build:
 * vite.config.ts `localeParts`) deep-merged into one tree (the single `translation` namespace).
 */
export async function loadLanguageResources(language: Language, part: TextsPart): Promise<TranslationTree> {
  const load = localePartLoaders[`${language}:${part}`];
  if (!load) throw new Error(`No texts for ${language} (${part}).`);
  return deepMergeTranslations((await load()).default);
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

import type { Language } from '@freightdesk/domain';
import { withReloadOnChunkFailure } from '@/lib/chunk-reload';
import { loadLanguageResources, type TextsPart, type TranslationTree } from './locale-resources';
import { localeChunkName } from './locale-chunk-name';

const loadingTexts = new Map<string, Promise<TranslationTree>>();

/**
 * A part of a language's texts; a chunk missing after a deploy reloads the page once. Free of
 * React and i18next, so that the boot script (main.tsx) can start the download before they
 * have arrived; the later call of i18n gets the same download. A failed load is forgotten, so
 * it is retried.
 */
export function loadTexts(language: Language, part: TextsPart): Promise<TranslationTree> {
  const key = `${language}:${part}`;
  let texts = loadingTexts.get(key);
  if (!texts) {
    texts = withReloadOnChunkFailure(localeChunkName(language, part), () => loadLanguageResources(language, part))();
    loadingTexts.set(key, texts);
    texts.catch(() => loadingTexts.delete(key));
  }
  return texts;
}

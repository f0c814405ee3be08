import { isLanguage, textDirectionOf, type Language } from '@freightdesk/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { withReloadOnChunkFailure } from '@/lib/lazy-with-reload';
import { prepareEmotionCache } from '@/lib/theme/emotion-caches';
import { loadLanguageResources } from './locale-resources';

/** The app's i18next instance: one `translation` namespace, keys like `errors.unknownError`. */
export const i18n = i18next.createInstance();

const translationNamespace = 'translation';

/** A language's texts; a chunk missing after a deploy reloads the page once. */
const loadTexts = (language: Language) => withReloadOnChunkFailure(`locale-${language}`, () => loadLanguageResources(language))();

/** Sets `<html lang dir>` so that screen readers, fonts and MUI's RTL follow the language. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirectionOf(language);
}

/** Starts i18next with `language`'s resources only (the others load when chosen). */
export async function initI18n(language: Language): Promise<void> {
  const [translation] = await Promise.all([loadTexts(language), prepareEmotionCache(textDirectionOf(language))]);
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { [translationNamespace]: translation } },
    partialBundledLanguages: true,
    // Every language carries every key (locale test), so nothing falls back.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  applyDocumentLanguage(language);
  i18n.on('languageChanged', (changed) => {
    if (isLanguage(changed)) applyDocumentLanguage(changed);
  });
}

let lastRequestedLanguage: Language | undefined;

/**
 * Switches to `language`, loading its resources first. When several switches overlap, the
 * last one requested wins.
 */
export async function applyLanguage(language: Language): Promise<void> {
  lastRequestedLanguage = language;
  // The styles of a right-to-left language are ready before its texts show.
  const directionReady = prepareEmotionCache(textDirectionOf(language));
  if (!i18n.hasResourceBundle(language, translationNamespace)) {
    const translation = await loadTexts(language);
    i18n.addResourceBundle(language, translationNamespace, translation, true, true);
  }
  await directionReady;
  if (lastRequestedLanguage !== language || i18n.language === language) return;
  await i18n.changeLanguage(language);
}

/** The language i18next currently shows. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

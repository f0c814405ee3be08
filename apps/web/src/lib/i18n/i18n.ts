import { isLanguage, textDirectionOf, type Language } from '@freightdesk/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { prepareEmotionCache } from '@/lib/theme/emotion-caches';
import { loadTexts } from './load-texts';
import { deepMergeTranslations, type TextsPart } from './locale-resources';
import { onDemandTextsParts } from './texts-parts';

/** The app's i18next instance: one `translation` namespace, keys like `errors.unknownError`. */
export const i18n = i18next.createInstance();

const translationNamespace = 'translation';

/** Sets `<html lang dir>` so that screen readers, fonts and MUI's RTL follow the language. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirectionOf(language);
}

/** Which parts of each language's texts i18next holds. */
const loadedParts = new Map<Language, Set<TextsPart>>();
/** Settles when initI18n has run (or failed): texts can only be added to a started i18next. */
let markStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});
/** The parts feature pages and panels have asked for: every language shown after needs them too. */
const onDemandPartsNeeded = new Set<TextsPart>();
const neededParts = (): TextsPart[] => ['startUp', ...onDemandPartsNeeded];

function markLoaded(language: Language, parts: readonly TextsPart[]): void {
  const loaded = loadedParts.get(language) ?? new Set<TextsPart>();
  for (const part of parts) loaded.add(part);
  loadedParts.set(language, loaded);
}

/** Adds the parts of `language`'s texts that are needed and not held yet. */
async function ensureTexts(language: Language): Promise<void> {
  // Again after each load: the feature pages' texts may have become needed meanwhile.
  for (let missing = neededParts(); ;) {
    missing = missing.filter((part) => !loadedParts.get(language)?.has(part));
    if (missing.length === 0) return;
    const trees = await Promise.all(missing.map((part) => loadTexts(language, part)));
    for (const tree of trees) i18n.addResourceBundle(language, translationNamespace, tree, true, true);
    markLoaded(language, missing);
    missing = neededParts();
  }
}

/**
 * Starts i18next with `language`'s texts only (the other languages load when chosen). The app
 * starts with the start-up texts alone (`startUpTextsOnly`); the feature pages' texts then come
 * with the first feature page or panel (`loadOnDemandTexts`).
 */
export async function initI18n(
  language: Language,
  { startUpTextsOnly = false }: { startUpTextsOnly?: boolean } = {},
): Promise<void> {
  try {
    await startI18n(language, startUpTextsOnly);
  } finally {
    markStarted();
  }
}

async function startI18n(language: Language, startUpTextsOnly: boolean): Promise<void> {
  // A feature page's chunk may have asked for its texts already (the first route starts early).
  if (!startUpTextsOnly) for (const part of onDemandTextsParts) onDemandPartsNeeded.add(part);
  const parts = neededParts();
  const [trees] = await Promise.all([
    Promise.all(parts.map((part) => loadTexts(language, part))),
    prepareEmotionCache(textDirectionOf(language)),
  ]);
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { [translationNamespace]: deepMergeTranslations(trees) } },
    partialBundledLanguages: true,
    // Every language carries every key (locale test), so nothing falls back.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  markLoaded(language, parts);
  applyDocumentLanguage(language);
  i18n.on('languageChanged', (changed) => {
    if (isLanguage(changed)) applyDocumentLanguage(changed);
  });
}

let lastRequestedLanguage: Language | undefined;

/**
 * The texts of the feature pages and panels (sign-up, profile, onboarding, validation
 * messages…) in the language shown and the one being switched to. Their chunks call it before
 * they render; after it, every language switch loads them too. A page that shows only some
 * parts names them (the quote form and the results: the quote journey's, ADR 073); by default all.
 */
export async function loadOnDemandTexts(parts: readonly TextsPart[] = onDemandTextsParts): Promise<void> {
  for (const part of parts) onDemandPartsNeeded.add(part);
  await started;
  // i18next did not start (its texts failed to load): the app already shows keys, nothing to add to.
  if (!i18n.isInitialized) return;
  const languages = new Set([currentLanguage(), ...(lastRequestedLanguage ? [lastRequestedLanguage] : [])]);
  await Promise.all([...languages].map((language) => ensureTexts(language)));
}

/**
 * Switches to `language`, loading its texts first. When several switches overlap, the last
 * one requested wins.
 */
export async function applyLanguage(language: Language): Promise<void> {
  lastRequestedLanguage = language;
  // The styles of a right-to-left language are ready before its texts show.
  const directionReady = prepareEmotionCache(textDirectionOf(language));
  await ensureTexts(language);
  await directionReady;
  if (lastRequestedLanguage !== language || i18n.language === language) return;
  await i18n.changeLanguage(language);
}

/** The language i18next currently shows. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

export { i18n, initI18n, applyLanguage, applyDocumentLanguage, currentLanguage, loadOnDemandTexts } from './i18n';
export { useLanguage, type LanguageControl } from './use-language';
export { useLocalizedHref } from './use-localized-href';
export { LanguageSync } from './language-sync';
export { readLanguageCookie, storeLanguageCookie, languageCookieName } from './language-cookie';

import { fallbackLanguage, isLanguage, languageFromPath, textDirectionOf, type Language } from '@freightdesk/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { localizeHref } from '@/config/paths';
import { useBrand } from '@/lib/brand/brand-context';
import { applyLanguage } from './i18n';
import { broadcastLanguage } from './language-broadcast';
import { storeLanguageCookie } from './language-cookie';

export interface LanguageControl {
  /** The language shown now. */
  language: Language;
  direction: 'ltr' | 'rtl';
  /** The languages the brand enables, in the brand's order: the only ones to offer. */
  enabledLanguages: readonly Language[];
  /**
   * Switches language: stores the cookie, updates `<html lang dir>`, moves to the same page
   * under the new prefix when the URL has one, and tells the other open tabs.
   */
  changeLanguage(language: Language): Promise<void>;
}

/** The language dropdown's API (use inside the router). */
export function useLanguage(): LanguageControl {
  const { i18n } = useTranslation();
  const { supportedLanguages: enabledLanguages } = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  const language = isLanguage(i18n.language) ? i18n.language : fallbackLanguage;

  const changeLanguage = useCallback(
    async (next: Language) => {
      if (!enabledLanguages.includes(next)) return;
      storeLanguageCookie(next);
      await applyLanguage(next);
      broadcastLanguage(next);
      if (languageFromPath(location.pathname)) {
        await navigate(localizeHref(`${location.pathname}${location.search}${location.hash}`, next));
      }
    },
    [enabledLanguages, location.pathname, location.search, location.hash, navigate],
  );

  return { language, direction: textDirectionOf(language), enabledLanguages, changeLanguage };
}

import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { textButtonSx } from '@/components/ui/plain-control-styles';
import { useLanguage } from '@/lib/i18n/use-language';
import { lazyPart } from '../lazy-part';
import { useMenuAnchor } from './use-menu-anchor';

const languageMenuList = lazyPart('app-shell-language-menu', () => import('./language-menu-list'));

/**
 * The language dropdown: only the languages the brand enables, each written in its own
 * language (English, Español, …). Hidden when the brand enables a single language.
 */
export function LanguageMenu({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  const { language, enabledLanguages, changeLanguage } = useLanguage();
  const { buttonProps, menuProps, hasOpened, close } = useMenuAnchor({ preload: languageMenuList.preload });
  if (enabledLanguages.length < 2) return null;

  const nameOf = (code: string) => t(`common.languageNames.${code}`);
  return (
    <>
      <Box
        component="button"
        type="button"
        {...buttonProps}
        aria-label={t('shell.topBar.language', { language: nameOf(language) })}
        sx={[textButtonSx(), { minWidth: 0, flexShrink: 0 }]}
      >
        <Translate aria-hidden />
        {isCompact ? language.toUpperCase() : nameOf(language)}
        {!isCompact && <KeyboardArrowDown aria-hidden />}
      </Box>
      {hasOpened && (
        <Suspense fallback={null}>
          <languageMenuList.Component
            menuProps={menuProps}
            language={language}
            languages={enabledLanguages.map((code) => ({ code, name: nameOf(code) }))}
            onChoose={(code) => {
              close();
              void changeLanguage(code);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

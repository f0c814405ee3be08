import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Translate from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { useLanguage } from '@/lib/i18n/use-language';

/**
 * The language dropdown: only the languages the brand enables, each written in its own
 * language (English, Español, …) and marked with its `lang`. Hidden when the brand enables a
 * single language.
 */
export function LanguageMenu({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  const { language, enabledLanguages, changeLanguage } = useLanguage();
  if (enabledLanguages.length < 2) return null;

  const nameOf = (code: string) => t(`common.languageNames.${code}`);
  return (
    <DropdownMenu
      buttonProps={{
        'aria-label': t('shell.topBar.language', { language: nameOf(language) }),
        startIcon: <Translate aria-hidden />,
        endIcon: isCompact ? undefined : <KeyboardArrowDown aria-hidden />,
        sx: { minWidth: 0, flexShrink: 0 },
      }}
      items={enabledLanguages.map((code) => ({
        id: code,
        label: nameOf(code),
        lang: code,
        isSelected: code === language,
        onSelect: () => void changeLanguage(code),
      }))}
    >
      {isCompact ? language.toUpperCase() : nameOf(language)}
    </DropdownMenu>
  );
}

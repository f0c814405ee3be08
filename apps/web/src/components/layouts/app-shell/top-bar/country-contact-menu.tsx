import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { textButtonSx } from '@/components/ui/plain-control-styles';
import { useBrand } from '@/lib/brand/brand-context';
import { useLanguage } from '@/lib/i18n/use-language';
import { lazyPart } from '../lazy-part';
import { useMenuAnchor } from './use-menu-anchor';

const countryContactList = lazyPart('app-shell-contact-menu', () => import('./country-contact-list'));

/**
 * The brand's phone numbers per country (docs/product/shell.md#top-bar, desktop only): country name and a call link.
 */
export function CountryContactMenu() {
  const { t } = useTranslation();
  const { countryContactNumbers } = useBrand();
  const { language } = useLanguage();
  const { buttonProps, menuProps, hasOpened } = useMenuAnchor({ preload: countryContactList.preload });
  if (countryContactNumbers.length === 0) return null;

  return (
    <>
      <Box component="button" type="button" {...buttonProps} sx={[textButtonSx(), { flexShrink: 0 }]}>
        <PhoneOutlined aria-hidden />
        {t('shell.topBar.contactUs')}
        <KeyboardArrowDown aria-hidden />
      </Box>
      {hasOpened && (
        <Suspense fallback={null}>
          <countryContactList.Component
            menuProps={menuProps}
            contacts={countryContactNumbers.map((contact) => ({
              ...contact,
              countryName: countryNameOf(contact.countryCode, language),
            }))}
          />
        </Suspense>
      )}
    </>
  );
}

/** The country's name in the language shown, from the browser's own data. */
function countryNameOf(countryCode: string, language: string): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(countryCode) ?? countryCode;
}

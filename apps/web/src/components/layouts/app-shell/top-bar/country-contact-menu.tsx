import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import { useBrand } from '@/lib/brand/brand-context';
import { countryNameOf, telephoneHref } from '@/lib/contact-links';
import { useLanguage } from '@/lib/i18n/use-language';

/** The brand's phone numbers per country (desktop only, ADR 020): country name and a call link. */
export function CountryContactMenu() {
  const { t } = useTranslation();
  const { countryContactNumbers } = useBrand();
  const { language } = useLanguage();
  if (countryContactNumbers.length === 0) return null;
  return (
    <DropdownMenu
      buttonProps={{
        startIcon: <PhoneOutlined aria-hidden />,
        endIcon: <KeyboardArrowDown aria-hidden />,
        sx: { flexShrink: 0 },
      }}
      items={countryContactNumbers.map(({ countryCode, contact }) => ({
        id: countryCode,
        label: countryNameOf(countryCode, language),
        // Phone numbers read left to right, also in right-to-left languages.
        secondary: <span dir="ltr">{contact}</span>,
        href: telephoneHref(contact),
      }))}
    >
      {t('shell.topBar.contactUs')}
    </DropdownMenu>
  );
}

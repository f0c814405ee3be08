import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { EmailField } from '@/components/ui/form/email-field';
import { NameField } from '@/components/ui/form/name-field';
import { PhoneField } from '@/components/ui/form/phone-field';
import type { ContactValues } from '../lib/request-values';

export interface ContactFieldsProps<Output> {
  control: Control<ContactValues, unknown, Output>;
  /** Prefix of the inputs' ids (one form per page, but two kinds of form). */
  idPrefix: string;
  isPhoneRequired: boolean;
  phoneCountry: string;
  onPhoneCountryChange: (country: string) => void;
}

/**
 * Who to answer (docs/product/quoting.md#custom-and-sales-requests): name, e-mail, phone (with its country) and
 * company, each labelled, with the browser's autofill.
 */
export function ContactFields<Output>({
  control,
  idPrefix,
  isPhoneRequired,
  phoneCountry,
  onPhoneCountryChange,
}: ContactFieldsProps<Output>) {
  const { t } = useTranslation();
  return (
    <>
      <NameField
        control={control}
        name="name"
        id={`${idPrefix}-name`}
        label={t('customRequests.fields.name')}
        part="given"
        autoComplete="name"
        required
      />
      <EmailField
        control={control}
        name="email"
        id={`${idPrefix}-email`}
        label={t('customRequests.fields.email')}
        required
      />
      <PhoneField
        control={control}
        name="phone"
        id={`${idPrefix}-phone`}
        label={t(isPhoneRequired ? 'customRequests.fields.phone' : 'customRequests.fields.phoneOptional')}
        required={isPhoneRequired}
        country={phoneCountry}
        onCountryChange={onPhoneCountryChange}
        countryId={`${idPrefix}-phoneCountry`}
        countryLabel={t('customRequests.fields.phoneCountry')}
        countryPlaceholder={t('customRequests.fields.choose')}
      />
      <NameField
        control={control}
        name="company"
        id={`${idPrefix}-company`}
        label={t('customRequests.fields.companyOptional')}
        part="organization"
      />
    </>
  );
}

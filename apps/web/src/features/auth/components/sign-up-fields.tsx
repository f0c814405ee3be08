import {
  backendBranches,
  commodityTypes,
  nextShipmentCodes,
  shipmentsLastYearCodes,
  signUpNetworks,
  type SignUpFieldName,
  type SignUpFormLayout,
  type SignUpFormValues,
} from '@freightdesk/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { EmailField } from '@/components/ui/form/email-field';
import { NameField } from '@/components/ui/form/name-field';
import { PasswordField } from '@/components/ui/form/password-field';
import { PhoneField } from '@/components/ui/form/phone-field';
import { SelectField, type SelectOption } from '@/components/ui/form/select-field';
import { TextFormField } from '@/components/ui/form/text-form-field';
import { countryOptions } from '@/lib/forms/country-options';

/** The sign-up answers as the inputs hold them (blank = not answered). */
export type SignUpTextField = Exclude<SignUpFieldName, 'receiveNewsletter'>;
export type SignUpInputValues = Record<SignUpTextField, string>;

/** The form's values: the answers, the newsletter opt-in and the terms acceptance. */
export type SignUpFormFields = SignUpInputValues & { receiveNewsletter: boolean; legal: boolean };

export const emptySignUpInputValues: SignUpInputValues = {
  contactName: '',
  contactSurname: '',
  companyName: '',
  email: '',
  phoneNumber: '',
  password: '',
  city: '',
  country: '',
  promoCode: '',
  referralCode: '',
  customerProfile: '',
  customerType: '',
  network: '',
  nextShipment: '',
  shipmentLastYear: '',
  commodityType: '',
  customerBranch: '',
};

const namePartOf = { contactName: 'given', contactSurname: 'family', companyName: 'organization' } as const;

export interface SignUpFieldInputsProps {
  layout: SignUpFormLayout;
  control: Control<SignUpFormFields, unknown, SignUpFormValues>;
  /** The country picked beside the phone number ('' for none): pre-selected from the IP lookup. */
  phoneCountry: string;
  onPhoneCountryChange: (country: string) => void;
}

/** The inputs the layout shows, in form order: text fields, then the questions as native selects. */
export function SignUpFieldInputs({ layout, control, phoneCountry, onPhoneCountryChange }: SignUpFieldInputsProps) {
  const { t, i18n } = useTranslation();
  const { fields, profileQuestions } = layout;

  const choicesOf = useMemo<Partial<Record<SignUpTextField, SelectOption[]>>>(
    () => ({
      customerProfile: profileQuestions.customerProfileOptions.map((value) => ({
        value,
        label: t(`auth.options.customerProfile.${value}`),
      })),
      customerType: profileQuestions.customerTypeOptions.map((value) => ({
        value,
        label: t(`auth.options.customerType.${value}`),
      })),
      network: signUpNetworks.map((value) => ({
        value,
        label: value === 'Other' || value === 'None' ? t(`auth.options.network.${value}`) : value,
      })),
      nextShipment: nextShipmentCodes.map((value) => ({ value, label: t(`auth.options.nextShipment.${value}`) })),
      shipmentLastYear: shipmentsLastYearCodes.map((value) => ({
        value,
        label: t(`auth.options.shipmentLastYear.${value}`),
      })),
      commodityType: commodityTypes.map((value) => ({ value, label: t(`auth.options.commodity.${value}`) })),
      country: countryOptions(i18n.language).map(({ isoCode, name }) => ({ value: isoCode, label: name })),
      // Asked only when staff create a customer (the internal creation mode, ADR 075).
      customerBranch: backendBranches.map((value) => ({ value, label: t(`staffCustomers.branches.${value}`) })),
    }),
    [profileQuestions, t, i18n.language],
  );

  const inputOf = (field: SignUpTextField) => {
    const presence = fields[field];
    if (presence === 'hidden') return null;
    const common = {
      control,
      name: field,
      id: `sign-up-${field}`,
      label: field === 'customerBranch' ? t('staffCustomers.create.customerBranch') : t(`auth.fields.${field}`),
      required: presence === 'required',
    };
    if (field === 'password') return <PasswordField {...common} key={field} autoComplete="new-password" />;
    if (field === 'email') return <EmailField {...common} key={field} />;
    if (field === 'contactName' || field === 'contactSurname' || field === 'companyName') {
      return <NameField {...common} key={field} part={namePartOf[field]} />;
    }
    if (field === 'phoneNumber') {
      return (
        <PhoneField
          {...common}
          key={field}
          country={phoneCountry}
          onCountryChange={onPhoneCountryChange}
          countryId="sign-up-phoneCountry"
          countryLabel={t('auth.fields.phoneCountry')}
          countryPlaceholder={t('auth.choose')}
        />
      );
    }
    const choices = choicesOf[field];
    if (choices) return <SelectField {...common} key={field} options={choices} placeholder={t('auth.choose')} />;
    return <TextFormField {...common} key={field} {...(field === 'city' ? { autoComplete: 'address-level2' } : {})} />;
  };

  return <>{signUpTextFields.map(inputOf)}</>;
}

/** Form order: the profile questions first (they decide the rest), then contact and credentials. */
const signUpTextFields: readonly SignUpTextField[] = [
  'customerProfile',
  'customerType',
  'contactName',
  'contactSurname',
  'companyName',
  'email',
  'phoneNumber',
  'password',
  'city',
  'country',
  'network',
  'nextShipment',
  'shipmentLastYear',
  'commodityType',
  'promoCode',
  'referralCode',
];

import {
  callingCodeOfPhoneCountry,
  commodityTypes,
  nextShipmentCodes,
  shipmentsLastYearCodes,
  signUpNetworks,
  type SignUpFieldName,
  type SignUpFormLayout,
  type ValidationMessage,
} from '@freightdesk/domain';
import TextField from '@mui/material/TextField';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../hooks/use-field-message';
import { countryOptions } from '../lib/country-options';
import { PasswordField } from './password-field';

/** The sign-up answers as the inputs hold them (blank = not answered). */
export type SignUpTextField = Exclude<SignUpFieldName, 'receiveNewsletter'>;
export type SignUpInputValues = Record<SignUpTextField, string>;

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

interface Choice {
  value: string;
  label: string;
}

const autoCompleteOf: Partial<Record<SignUpTextField, string>> = {
  contactName: 'given-name',
  contactSurname: 'family-name',
  companyName: 'organization',
  email: 'email',
  phoneNumber: 'tel',
  password: 'new-password',
  city: 'address-level2',
};

export interface SignUpFieldInputsProps {
  layout: SignUpFormLayout;
  values: SignUpInputValues;
  messages: Partial<Record<string, ValidationMessage>>;
  onChange: (field: SignUpTextField, value: string) => void;
  /** The country picked beside the phone number ('' for none): pre-selected from the IP lookup. */
  phoneCountry: string;
  onPhoneCountryChange: (country: string) => void;
}

/** The inputs the layout shows, in form order: text fields, then the questions as native selects. */
export function SignUpFieldInputs({
  layout,
  values,
  messages,
  onChange,
  phoneCountry,
  onPhoneCountryChange,
}: SignUpFieldInputsProps) {
  const { t, i18n } = useTranslation();
  const renderMessage = useFieldMessage();
  const { fields, profileQuestions } = layout;

  const choicesOf = useMemo<Partial<Record<SignUpTextField, Choice[]>>>(
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
    }),
    [profileQuestions, t, i18n.language],
  );
  const phoneCountryChoices = useMemo<Choice[]>(
    () =>
      countryOptions(i18n.language).flatMap(({ isoCode, name }) => {
        const callingCode = callingCodeOfPhoneCountry(isoCode);
        return callingCode ? [{ value: isoCode, label: `${name} (+${callingCode})` }] : [];
      }),
    [i18n.language],
  );
  const phoneCallingCode = callingCodeOfPhoneCountry(phoneCountry);
  const phoneHint = phoneCallingCode
    ? t('auth.fields.phoneNumberHintWithCountry', { callingCode: phoneCallingCode })
    : t('auth.fields.phoneNumberHint');

  const choiceOptions = (choices: readonly Choice[]) => (
    <>
      <option value="">{t('auth.choose')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );

  const inputOf = (field: SignUpTextField) => {
    const presence = fields[field];
    if (presence === 'hidden') return null;
    const id = `sign-up-${field}`;
    const common = {
      id,
      label: t(`auth.fields.${field}`),
      value: values[field],
      required: presence === 'required',
      error: messages[field] !== undefined,
      helperText: renderMessage(messages[field]) ?? (field === 'phoneNumber' ? phoneHint : undefined),
      onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    };
    if (field === 'password') return <PasswordField key={field} {...common} autoComplete="new-password" />;
    if (field === 'phoneNumber') {
      return (
        <Fragment key={field}>
          <TextField
            id="sign-up-phoneCountry"
            label={t('auth.fields.phoneCountry')}
            value={phoneCountry}
            onChange={(event) => onPhoneCountryChange(event.target.value)}
            select
            autoComplete="tel-country-code"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {choiceOptions(phoneCountryChoices)}
          </TextField>
          <TextField {...common} type="tel" autoComplete={phoneCallingCode ? 'tel-national' : 'tel'} />
        </Fragment>
      );
    }
    const choices = choicesOf[field];
    if (choices) {
      return (
        <TextField
          key={field}
          {...common}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {choiceOptions(choices)}
        </TextField>
      );
    }
    return (
      <TextField
        key={field}
        {...common}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={autoCompleteOf[field]}
      />
    );
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

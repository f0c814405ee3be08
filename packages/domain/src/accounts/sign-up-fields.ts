import type { BrandConfiguration } from '../brand/brand-configuration';
import type { FeatureFlags } from '../brand/feature-flags';
import type { CustomerProfile } from '../customers/customer-type';
import { signUpProfileQuestions, type SignUpCustomerType, type SignUpProfileQuestions } from '../customers/profiles';

/** Every field the sign-up forms can show (docs/product/accounts.md#sign-up-payload). */
export const signUpFieldNames = [
  'contactName',
  'contactSurname',
  'companyName',
  'email',
  'phoneNumber',
  'password',
  'city',
  'country',
  'promoCode',
  'referralCode',
  'customerProfile',
  'customerType',
  'network',
  'nextShipment',
  'shipmentLastYear',
  'commodityType',
  'customerBranch',
  'receiveNewsletter',
] as const;
export type SignUpFieldName = (typeof signUpFieldNames)[number];

export type SignUpFieldPresence = 'hidden' | 'optional' | 'required';
export type SignUpFieldRules = Readonly<Record<SignUpFieldName, SignUpFieldPresence>>;

/**
 * `selfSignUp`: a visitor signs up (the standard form, or the short custom form when the
 * brand's customSignupForm flag is on). `internalCreation`: staff create a customer; the
 * form shows country and customer branch in place of password and newsletter.
 */
export type SignUpFormMode = 'selfSignUp' | 'internalCreation';

/** The part of the brand configuration the sign-up depends on. */
export interface SignUpBrandSettings {
  allowedUserProfile: BrandConfiguration['allowedUserProfile'];
  signupForm: BrandConfiguration['signupForm'];
  featureFlags: Pick<FeatureFlags, 'customSignupForm' | 'commodityInQuoteForm'>;
}

export interface SignUpFormContext {
  mode: SignUpFormMode;
  brand: SignUpBrandSettings;
  /** Answers given by the journey (query parameters, onboarding). */
  presetCustomerProfile?: CustomerProfile | undefined;
  presetCustomerType?: SignUpCustomerType | undefined;
  /** The user's current answers on the form. */
  chosenCustomerProfile?: CustomerProfile | undefined;
  chosenCustomerType?: SignUpCustomerType | undefined;
}

export interface SignUpFormLayout {
  /** The short custom form (customSignupForm on, self sign-up only): no profile questions. */
  isCustomForm: boolean;
  fields: SignUpFieldRules;
  profileQuestions: SignUpProfileQuestions;
  /** The profile and mover answer in effect (preset, implied by the brand, or chosen). */
  customerProfile: CustomerProfile | undefined;
  customerType: SignUpCustomerType | undefined;
}

const required = 'required' as const;
const optional = 'optional' as const;
const hidden = 'hidden' as const;

/**
 * Which sign-up fields are shown and which are required (docs/product/accounts.md#field-rules), from the brand
 * settings, the mode and the profile answers so far. Recompute it when the profile changes.
 */
export function signUpFormLayout(context: SignUpFormContext): SignUpFormLayout {
  const isInternalCreation = context.mode === 'internalCreation';
  const isCustomForm = !isInternalCreation && context.brand.featureFlags.customSignupForm;
  const profileQuestions = signUpProfileQuestions({
    allowedUserProfile: context.brand.allowedUserProfile,
    presetCustomerProfile: context.presetCustomerProfile,
    presetCustomerType: context.presetCustomerType,
    chosenCustomerProfile: context.chosenCustomerProfile,
  });
  const customerProfile = isCustomForm ? undefined : profileQuestions.customerProfile;
  const customerType =
    customerProfile === 'mover' ? (profileQuestions.customerType ?? context.chosenCustomerType) : undefined;

  if (isCustomForm) {
    return { isCustomForm, fields: customFormFields, profileQuestions, customerProfile, customerType };
  }

  const isMoverIndividual = customerProfile === 'mover' && customerType === 'individual';
  const { signupForm } = context.brand;
  const fields: SignUpFieldRules = {
    contactName: required,
    contactSurname: hidden,
    // Students and individuals have no company (docs/product/accounts.md#field-rules).
    companyName: customerProfile === 'student' || isMoverIndividual ? hidden : required,
    email: required,
    phoneNumber: required,
    password: isInternalCreation ? hidden : required,
    city: hidden,
    country: isInternalCreation ? required : hidden,
    promoCode: optional,
    referralCode: optional,
    customerProfile: profileQuestions.isCustomerProfileAsked ? required : hidden,
    customerType: profileQuestions.isCustomerTypeAsked ? required : hidden,
    network: customerProfile === 'agent' && signupForm.showNetwork ? required : hidden,
    nextShipment: signupForm.showNextShipment ? required : hidden,
    // The payload's "potential" is never sent for individuals, so they are not asked.
    shipmentLastYear: signupForm.showShipmentLastYear && !isMoverIndividual ? required : hidden,
    // With commodity-in-quote-form on, the quote form asks and checks it; here it is optional.
    commodityType: !signupForm.showCommodity
      ? hidden
      : context.brand.featureFlags.commodityInQuoteForm
        ? optional
        : required,
    customerBranch: isInternalCreation ? required : hidden,
    receiveNewsletter: isInternalCreation ? hidden : optional,
  };
  return { isCustomForm, fields, profileQuestions, customerProfile, customerType };
}

/** The short custom form: contact, credentials, city and country; no profile questions. */
const customFormFields: SignUpFieldRules = {
  contactName: required,
  contactSurname: required,
  companyName: hidden,
  email: required,
  phoneNumber: required,
  password: required,
  city: required,
  country: required,
  promoCode: optional,
  referralCode: optional,
  customerProfile: hidden,
  customerType: hidden,
  network: hidden,
  nextShipment: hidden,
  shipmentLastYear: hidden,
  commodityType: hidden,
  customerBranch: hidden,
  receiveNewsletter: optional,
};

/** The fields shown, in form order. */
export function visibleSignUpFields(fields: SignUpFieldRules): SignUpFieldName[] {
  return signUpFieldNames.filter((name) => fields[name] !== 'hidden');
}

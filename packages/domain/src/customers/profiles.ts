import { customerProfiles, type AllowedUserProfileKey, type CustomerProfile, type CustomerType } from './customer-type';

/**
 * Whether a mover is an individual or a company: the sign-up's "customer type" question
 * (docs/product/accounts.md#profile-mapping, reference list "customer types individual and company"). Not to be
 * confused with the backend `CustomerType` (STANDARD, TOP, …).
 */
export const signUpCustomerTypes = ['individual', 'company'] as const;
export type SignUpCustomerType = (typeof signUpCustomerTypes)[number];

export function isSignUpCustomerType(value: unknown): value is SignUpCustomerType {
  return typeof value === 'string' && (signUpCustomerTypes as readonly string[]).includes(value);
}

export function isCustomerProfile(value: unknown): value is CustomerProfile {
  return typeof value === 'string' && (customerProfiles as readonly string[]).includes(value);
}

/**
 * Profile → backend customer type (docs/product/accounts.md#profile-mapping): business → STANDARD, agent → PARTNER,
 * student → STUDENT, mover → MOVING for a company and B2C for an individual. A mover whose
 * customer type is not known yet has no backend type (undefined).
 */
export function customerTypeForProfile(
  customerProfile: CustomerProfile,
  moverCustomerType?: SignUpCustomerType,
): CustomerType | undefined {
  switch (customerProfile) {
    case 'business':
      return 'STANDARD';
    case 'agent':
      return 'PARTNER';
    case 'student':
      return 'STUDENT';
    case 'mover':
      if (moverCustomerType === 'company') return 'MOVING';
      if (moverCustomerType === 'individual') return 'B2C';
      return undefined;
  }
}

const profileByCustomerType: Readonly<Record<CustomerType, CustomerProfile>> = {
  B2C: 'mover',
  MOVING: 'mover',
  STANDARD: 'business',
  TOP: 'business',
  PARTNER: 'agent',
  STUDENT: 'student',
};

/**
 * Backend customer type → profile (docs/product/accounts.md#profile-mapping;
 * docs/product/quoting.md#profile-and-category-rules).
 */
export function profileForCustomerType(customerType: CustomerType): CustomerProfile {
  return profileByCustomerType[customerType];
}

/** The mover's individual/company answer a backend type implies (B2C → individual, MOVING → company). */
export function signUpCustomerTypeFor(customerType: CustomerType): SignUpCustomerType | undefined {
  if (customerType === 'B2C') return 'individual';
  if (customerType === 'MOVING') return 'company';
  return undefined;
}

/**
 * The brand-allowed profile mapping (docs/product/accounts.md#profile-mapping): which backend type each allowed key
 * stands for.
 */
export const customerTypeByAllowedUserProfile: Readonly<Record<AllowedUserProfileKey, CustomerType>> = {
  individual: 'B2C',
  relocationCompany: 'MOVING',
  business: 'STANDARD',
  agent: 'PARTNER',
  student: 'STUDENT',
};

const allowedUserProfileKeyByCustomerType: Readonly<Record<CustomerType, AllowedUserProfileKey>> = {
  B2C: 'individual',
  MOVING: 'relocationCompany',
  STANDARD: 'business',
  TOP: 'business',
  PARTNER: 'agent',
  STUDENT: 'student',
};

/** The allowed-profile key of a backend type; TOP customers count as business. */
export function allowedUserProfileKeyFor(customerType: CustomerType): AllowedUserProfileKey {
  return allowedUserProfileKeyByCustomerType[customerType];
}

/** The sign-up answers an allowed-profile key stands for (individual → mover + individual, …). */
export function signUpAnswersForAllowedUserProfile(key: AllowedUserProfileKey): {
  customerProfile: CustomerProfile;
  customerType?: SignUpCustomerType;
} {
  if (key === 'individual') return { customerProfile: 'mover', customerType: 'individual' };
  if (key === 'relocationCompany') return { customerProfile: 'mover', customerType: 'company' };
  return { customerProfile: key };
}

/** The profiles a brand allows, in the product's order (business, agent, mover, student). */
export function customerProfilesAllowedBy(allowedUserProfile: readonly AllowedUserProfileKey[]): CustomerProfile[] {
  const allowed = new Set(allowedUserProfile.map((key) => signUpAnswersForAllowedUserProfile(key).customerProfile));
  return customerProfiles.filter((profile) => allowed.has(profile));
}

/** The mover answers a brand allows: individual when B2C is allowed, company when MOVING is. */
export function signUpCustomerTypesAllowedBy(
  allowedUserProfile: readonly AllowedUserProfileKey[],
): SignUpCustomerType[] {
  return signUpCustomerTypes.filter((type) =>
    allowedUserProfile.includes(type === 'individual' ? 'individual' : 'relocationCompany'),
  );
}

export interface SignUpProfileQuestionsInput {
  allowedUserProfile: readonly AllowedUserProfileKey[];
  /** A profile given by the journey (query parameter or onboarding), if any. */
  presetCustomerProfile?: CustomerProfile | undefined;
  presetCustomerType?: SignUpCustomerType | undefined;
  /** The profile the user has picked so far, when the question is asked. */
  chosenCustomerProfile?: CustomerProfile | undefined;
}

export interface SignUpProfileQuestions {
  /** Ask for the profile only when several are allowed and none is preset (docs/product/accounts.md#sign-up-forms). */
  isCustomerProfileAsked: boolean;
  customerProfileOptions: CustomerProfile[];
  /** The profile in effect: the preset, the only allowed one, or the user's choice. */
  customerProfile: CustomerProfile | undefined;
  /** Ask individual/company only for movers when both B2C and MOVING are allowed and none is preset. */
  isCustomerTypeAsked: boolean;
  customerTypeOptions: SignUpCustomerType[];
  /** The mover answer in effect when it is not asked (the preset or the only allowed one). */
  customerType: SignUpCustomerType | undefined;
}

/**
 * Which profile questions the sign-up asks (docs/product/accounts.md#sign-up-forms) and which answers are implied.
 * "A single brand option is selected automatically" (docs/product/accounts.md#profile-mapping).
 */
export function signUpProfileQuestions(input: SignUpProfileQuestionsInput): SignUpProfileQuestions {
  const customerProfileOptions = customerProfilesAllowedBy(input.allowedUserProfile);
  const customerTypeOptions = signUpCustomerTypesAllowedBy(input.allowedUserProfile);
  // A preset the brand does not allow is ignored, like any query parameter outside the options.
  const presetCustomerProfile = customerProfileOptions.find((profile) => profile === input.presetCustomerProfile);
  const presetCustomerType = customerTypeOptions.find((type) => type === input.presetCustomerType);

  const isCustomerProfileAsked = customerProfileOptions.length > 1 && presetCustomerProfile === undefined;
  const onlyCustomerProfile = customerProfileOptions.length === 1 ? customerProfileOptions[0] : undefined;
  const chosenCustomerProfile = customerProfileOptions.find((profile) => profile === input.chosenCustomerProfile);
  const customerProfile = presetCustomerProfile ?? onlyCustomerProfile ?? chosenCustomerProfile;

  const isMover = customerProfile === 'mover';
  const isCustomerTypeAsked = isMover && customerTypeOptions.length > 1 && presetCustomerType === undefined;
  const onlyCustomerType = customerTypeOptions.length === 1 ? customerTypeOptions[0] : undefined;
  const customerType = isMover && !isCustomerTypeAsked ? (presetCustomerType ?? onlyCustomerType) : undefined;

  return {
    isCustomerProfileAsked,
    customerProfileOptions,
    customerProfile,
    isCustomerTypeAsked,
    customerTypeOptions: isMover ? customerTypeOptions : [],
    customerType,
  };
}

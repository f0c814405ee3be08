import {
  backendBranchForLanguage,
  customerProfiles,
  isSignUpCustomerType,
  type BrandConfiguration,
  type CustomerProfile,
  type Language,
  type SignUpFormValues,
} from '@freightdesk/domain';
import type { SignUpInputValues } from '../components/sign-up-fields';

/** The answers as the domain reads them: blank inputs are not answered. */
export function toSignUpFormValues(inputs: SignUpInputValues, receiveNewsletter: boolean): SignUpFormValues {
  const values: Record<string, unknown> = { receiveNewsletter };
  for (const [field, value] of Object.entries(inputs)) {
    if (value.trim() !== '') values[field] = value;
  }
  // The schema checks every enumerated answer; the cast only names the shape it validates.
  return values as SignUpFormValues;
}

/** The sign-up commodity rule lives in the domain (the server checks the register call with it too). */
export { isCommodityAcceptedAtSignUp } from '@freightdesk/domain';

export const isCustomerProfile = (value: string | null): value is CustomerProfile =>
  (customerProfiles as readonly (string | null)[]).includes(value);

export const signUpCustomerTypeOrUndefined = (value: string | null) =>
  isSignUpCustomerType(value) ? value : undefined;

/** The brand's terms and privacy links for the branch the language implies (US when the branch has none). */
export function legalLinksFor(brand: BrandConfiguration, language: Language) {
  return brand.legalLinksByBranch[backendBranchForLanguage(language)] ?? brand.legalLinksByBranch.US;
}

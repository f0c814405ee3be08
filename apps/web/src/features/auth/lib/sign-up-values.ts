import {
  backendBranchForLanguage,
  commodityAcceptanceOf,
  customerProfiles,
  isSignUpCustomerType,
  type BrandConfiguration,
  type CommodityType,
  type CustomerProfile,
  type CustomerType,
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

/**
 * The sign-up commodity check (docs/product/accounts.md#sign-up-forms): the commodity must be one the customer type the
 * answers imply can ship at all (accepted or reviewed by sales); unknown until the profile is.
 */
export function isCommodityAcceptedAtSignUp(
  commodityType: CommodityType,
  customerType: CustomerType | undefined,
): boolean {
  if (customerType === undefined) return true;
  return commodityAcceptanceOf(commodityType, { customerType, shipmentType: 'FCL', isDap: false }) !== 'notAccepted';
}

export const isCustomerProfile = (value: string | null): value is CustomerProfile =>
  (customerProfiles as readonly (string | null)[]).includes(value);

export const signUpCustomerTypeOrUndefined = (value: string | null) =>
  isSignUpCustomerType(value) ? value : undefined;

/** The brand's terms and privacy links for the branch the language implies (US when the branch has none). */
export function legalLinksFor(brand: BrandConfiguration, language: Language) {
  return brand.legalLinksByBranch[backendBranchForLanguage(language)] ?? brand.legalLinksByBranch.US;
}

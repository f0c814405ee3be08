import type { QuoteFormServiceType } from '../navigation/quote-menu';
import {
  quoteCategories,
  type AllowedUserProfileKey,
  type CategoryShipmentType,
  type CustomerType,
  type QuoteCategory,
} from './customer-type';

export function isQuoteCategory(value: unknown): value is QuoteCategory {
  return typeof value === 'string' && (quoteCategories as readonly string[]).includes(value);
}

/**
 * Quote category → the profiles offered for it (docs/product/README.md#quote-categories,
 * docs/product/quoting.md#profile-and-category-rules): commercial allows business and agent; relocation individual and
 * relocationCompany; courier all but student; student none (the onboarding skips the profile step).
 */
export const allowedProfilesByQuoteCategory: Readonly<Record<QuoteCategory, readonly AllowedUserProfileKey[]>> = {
  commercial: ['business', 'agent'],
  relocation: ['individual', 'relocationCompany'],
  courier: ['individual', 'relocationCompany', 'business', 'agent'],
  student: [],
};

/** Quote category → shipment types (docs/product/README.md#quote-categories): courier is AIR only. */
export const shipmentTypesByQuoteCategory: Readonly<Record<QuoteCategory, readonly CategoryShipmentType[]>> = {
  commercial: ['FCL', 'LCL', 'AIR', 'LTL'],
  relocation: ['FCL', 'LCL', 'AIR', 'LTL'],
  courier: ['AIR'],
  student: ['FCL', 'LCL', 'AIR', 'LTL'],
};

export function isProfileAllowedForQuoteCategory(
  quoteCategory: QuoteCategory,
  profile: AllowedUserProfileKey,
): boolean {
  return allowedProfilesByQuoteCategory[quoteCategory].includes(profile);
}

const mismatchedCustomerTypes: Readonly<Partial<Record<QuoteCategory, readonly CustomerType[]>>> = {
  commercial: ['B2C', 'MOVING'],
  relocation: ['STANDARD', 'TOP', 'PARTNER'],
};

/**
 * A quote category that does not suit the customer (docs/product/README.md#quote-categories,
 * docs/product/quoting.md#profile-and-category-rules): commercial with a B2C or MOVING customer, relocation with
 * STANDARD, TOP or PARTNER.
 */
export function isQuoteCategoryMismatch(quoteCategory: QuoteCategory, customerType: CustomerType): boolean {
  return mismatchedCustomerTypes[quoteCategory]?.includes(customerType) ?? false;
}

/**
 * The shipment categories a customer may quote are the quote-start shortcuts
 * (`/get-quote/:serviceType`); docs/product/README.md#quote-categories writes boxes-and-bags where the route says
 * boxes-bags.
 */
export type CustomerShipmentCategory = QuoteFormServiceType;

/**
 * Customer type → shipment categories (docs/product/README.md#quote-categories): everyone sees ocean, air, parcel and
 * road; PARTNER also dap. With the B2C flow on, B2C and STUDENT see the household moves and
 * parcel instead; PARTNER keeps its list.
 */
export function shipmentCategoriesForCustomerType(
  customerType: CustomerType,
  isB2cFlowOn: boolean,
): CustomerShipmentCategory[] {
  if (customerType === 'PARTNER') return ['ocean', 'air', 'parcel', 'road', 'dap'];
  if (isB2cFlowOn && (customerType === 'B2C' || customerType === 'STUDENT')) {
    return ['entire-household', 'partial-household', 'boxes-bags', 'parcel'];
  }
  return ['ocean', 'air', 'parcel', 'road'];
}

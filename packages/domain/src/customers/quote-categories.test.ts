import { describe, expect, it } from 'vitest';
import {
  allowedProfilesByQuoteCategory,
  isProfileAllowedForQuoteCategory,
  isQuoteCategory,
  isQuoteCategoryMismatch,
  shipmentCategoriesForCustomerType,
  shipmentTypesByQuoteCategory,
} from './quote-categories';

describe('quote category → allowed profiles (docs/product/README.md#quote-categories)', () => {
  it.each([
    ['commercial', ['business', 'agent']],
    ['relocation', ['individual', 'relocationCompany']],
    ['courier', ['individual', 'relocationCompany', 'business', 'agent']],
    ['student', []],
  ] as const)('%s allows %j', (category, profiles) => {
    expect(allowedProfilesByQuoteCategory[category]).toEqual(profiles);
  });

  it.each([
    ['commercial', 'business', true],
    ['commercial', 'individual', false],
    ['relocation', 'relocationCompany', true],
    ['relocation', 'agent', false],
    ['courier', 'student', false],
    ['courier', 'agent', true],
    ['student', 'student', false],
  ] as const)('%s with %s allowed: %s', (category, profile, isAllowed) => {
    expect(isProfileAllowedForQuoteCategory(category, profile)).toBe(isAllowed);
  });
});

describe('quote category → shipment types (docs/product/README.md#quote-categories)', () => {
  it.each([
    ['commercial', ['FCL', 'LCL', 'AIR', 'LTL']],
    ['relocation', ['FCL', 'LCL', 'AIR', 'LTL']],
    ['student', ['FCL', 'LCL', 'AIR', 'LTL']],
    ['courier', ['AIR']],
  ] as const)('%s allows %j', (category, shipmentTypes) => {
    expect(shipmentTypesByQuoteCategory[category]).toEqual(shipmentTypes);
  });
});

describe('isQuoteCategory', () => {
  it.each([
    ['commercial', true],
    ['relocation', true],
    ['courier', true],
    ['student', true],
    ['Commercial', false],
    ['parcel', false],
    [undefined, false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isQuoteCategory(value)).toBe(expected);
  });
});

// docs/product/README.md#quote-categories, docs/product/quoting.md#profile-and-category-rules
describe('isQuoteCategoryMismatch', () => {
  it.each([
    ['commercial', 'B2C', true],
    ['commercial', 'MOVING', true],
    ['commercial', 'STANDARD', false],
    ['commercial', 'TOP', false],
    ['commercial', 'PARTNER', false],
    ['commercial', 'STUDENT', false],
    ['relocation', 'STANDARD', true],
    ['relocation', 'TOP', true],
    ['relocation', 'PARTNER', true],
    ['relocation', 'B2C', false],
    ['relocation', 'MOVING', false],
    ['relocation', 'STUDENT', false],
    ['courier', 'B2C', false],
    ['courier', 'STANDARD', false],
    ['student', 'PARTNER', false],
  ] as const)('%s with %s is a mismatch: %s', (category, customerType, isMismatch) => {
    expect(isQuoteCategoryMismatch(category, customerType)).toBe(isMismatch);
  });
});

describe('shipmentCategoriesForCustomerType (docs/product/README.md#quote-categories)', () => {
  const defaults = ['ocean', 'air', 'parcel', 'road'];
  const household = ['entire-household', 'partial-household', 'boxes-bags', 'parcel'];
  const partner = ['ocean', 'air', 'parcel', 'road', 'dap'];

  it.each([
    ['STANDARD', false, defaults],
    ['TOP', false, defaults],
    ['MOVING', false, defaults],
    ['B2C', false, defaults],
    ['STUDENT', false, defaults],
    ['PARTNER', false, partner],
    ['B2C', true, household],
    ['STUDENT', true, household],
    ['PARTNER', true, partner],
    ['STANDARD', true, defaults],
    ['TOP', true, defaults],
    ['MOVING', true, defaults],
  ] as const)('%s with the B2C flow %s sees %j', (customerType, isB2cFlowOn, categories) => {
    expect(shipmentCategoriesForCustomerType(customerType, isB2cFlowOn)).toEqual(categories);
  });
});
